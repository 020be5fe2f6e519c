import { cta, type SeedPage } from './types'

export const careerResources: SeedPage = {
  title: 'Career Resources',
  slug: 'career-resources',
  description: 'Practical advice for Canadian healthcare professionals: resumes, licensing, interviews and relief work.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'For professionals',
      heading: 'Career resources for healthcare professionals',
      subheading: 'Practical advice for pharmacists, physicians, technicians, nurse practitioners and everyone who keeps Canadian patients well.',
      buttons: [cta('Find Work', '/find-work')],
    },
    {
      blockType: 'serviceFeatures',
      heading: 'Get ready to apply',
      features: [
        { title: 'A resume per role', body: 'Keep separate resumes for pharmacist, manager or clinical roles in the Resume Manager and pick the right one when you apply.' },
        { title: 'Licensing across provinces', body: 'Moving provinces? Start your registration with the provincial college early — it can take several weeks. Mention your status in your cover letter.' },
        { title: 'Relief work', body: 'Relief shifts are a great way to try different settings. Keep your availability current and respond quickly: relief roles fill fast.' },
        { title: 'Interviews', body: 'Expect scenario questions about patient safety, workflow and difficult conversations. Prepare concrete examples from your practice.' },
        { title: 'Negotiating pay', body: 'Postings show pay ranges where employers share them. Ask about premiums for evenings, weekends and rural locations.' },
        { title: 'Your privacy', body: 'Employers only see your resume when you apply. Confidential postings reveal the employer after your application is reviewed.' },
      ],
    },
    {
      blockType: 'faq',
      heading: 'Common questions',
      items: [
        { question: 'Does it cost anything to use the marketplace?', answer: 'No. Creating an account, saving jobs, storing resumes and applying are free for professionals.' },
        { question: 'Can I apply without an account?', answer: 'You need an account to apply so that you can follow your applications. You can try the Resume Manager as a guest first.' },
      ],
    },
    {
      blockType: 'callToAction',
      heading: 'Thinking beyond your next job?',
      body: 'Many of our professionals go on to own a pharmacy or practice.',
      buttons: [cta('Ownership Inquiry', '/ownership-inquiry'), cta('About Us', '/about', 'secondary')],
    },
  ],
  fr: {
    title: 'Ressources carrière',
    description: 'Des conseils pratiques pour les professionnels de la santé au Canada : CV, permis d’exercice, entrevues et remplacements.',
    layout: [
      {
        blockType: 'hero',
        eyebrow: 'Pour les professionnels',
        heading: 'Ressources carrière pour les professionnels de la santé',
        subheading: 'Des conseils pratiques pour les pharmaciens, les médecins, les techniciens, les infirmières praticiennes et tous ceux qui veillent sur la santé des Canadiens.',
        buttons: [cta('Trouver du travail', '/find-work')],
      },
      {
        blockType: 'serviceFeatures',
        heading: 'Préparez votre candidature',
        features: [
          { title: 'Un CV par type de poste', body: 'Gardez des CV distincts pour les postes de pharmacien, de gestionnaire ou en milieu clinique dans le Gestionnaire de CV, et choisissez le bon au moment de postuler.' },
          { title: 'Exercer dans une autre province', body: 'Vous déménagez ? Entamez tôt votre inscription auprès de l’ordre professionnel de votre nouvelle province : cela peut prendre plusieurs semaines. Précisez où en est votre démarche dans votre lettre de présentation.' },
          { title: 'Les remplacements', body: 'Les remplacements sont une excellente façon de découvrir différents milieux. Tenez vos disponibilités à jour et répondez vite : ces postes sont rapidement pourvus.' },
          { title: 'Les entrevues', body: 'Attendez-vous à des mises en situation sur la sécurité des patients, l’organisation du travail et les conversations délicates. Préparez des exemples concrets tirés de votre pratique.' },
          { title: 'Négocier votre rémunération', body: 'Les offres indiquent l’échelle salariale lorsque l’employeur la communique. Renseignez-vous sur les primes de soir, de fin de semaine et en région éloignée.' },
          { title: 'Votre vie privée', body: 'Les employeurs ne voient votre CV que lorsque vous postulez. Pour une offre confidentielle, le nom de l’employeur est dévoilé une fois votre candidature examinée.' },
        ],
      },
      {
        blockType: 'faq',
        heading: 'Questions fréquentes',
        items: [
          { question: 'L’utilisation de la plateforme est-elle payante ?', answer: 'Non. La création d’un compte, la sauvegarde d’offres, le stockage de vos CV et vos candidatures sont gratuits pour les professionnels.' },
          { question: 'Puis-je postuler sans compte ?', answer: 'Il vous faut un compte pour postuler, afin de pouvoir suivre vos candidatures. Vous pouvez d’abord essayer le Gestionnaire de CV en tant qu’invité.' },
        ],
      },
      {
        blockType: 'callToAction',
        heading: 'Vous voyez plus loin que votre prochain emploi ?',
        body: 'Bon nombre de nos professionnels deviennent un jour propriétaires d’une pharmacie ou d’une clinique.',
        buttons: [cta('Demande d’acquisition', '/ownership-inquiry'), cta('À propos de nous', '/about', 'secondary')],
      },
    ],
  },
}

export const employerResources: SeedPage = {
  title: 'Employer Resources',
  slug: 'employer-resources',
  description: 'Guidance for Canadian pharmacies, clinics and practices on writing postings, screening candidates and retaining staff.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'For employers',
      heading: 'Resources for hiring healthcare teams',
      subheading: 'How to write postings that attract strong candidates, screen them fairly and keep them for the long term.',
      buttons: [cta('Post a Position', '/post-job')],
    },
    {
      blockType: 'serviceFeatures',
      heading: 'Hiring well',
      features: [
        { title: 'Write a clear posting', body: 'State the schedule, pay range, location and must-have licences. Postings with pay ranges receive noticeably more applications.' },
        { title: 'Confidential hiring', body: 'Replacing someone discreetly? Mark the posting confidential and your facility name stays hidden until you review an application.' },
        { title: 'Verify credentials', body: 'Confirm registration with the provincial college and check references before an offer. We can help with specialised roles.' },
        { title: 'Respond quickly', body: 'Strong candidates accept offers within days. Review applications promptly and keep candidates informed of their status.' },
        { title: 'Onboard deliberately', body: 'A structured first two weeks — systems, workflow and a named mentor — is the best predictor of retention.' },
        { title: 'Plan for coverage', body: 'Line up relief professionals before vacations and leaves so your counter never closes.' },
      ],
    },
    {
      blockType: 'callToAction',
      heading: 'See what hiring costs',
      body: 'A $5 posting fee, and placement fees only upon success.',
      buttons: [cta('See Pricing', '/pricing'), cta('About Us', '/about', 'secondary')],
    },
  ],
  fr: {
    title: 'Ressources pour les employeurs',
    description: 'Des conseils pour les pharmacies, cliniques et cabinets du Canada : rédiger des offres, sélectionner les candidats et fidéliser le personnel.',
    layout: [
      {
        blockType: 'hero',
        eyebrow: 'Pour les employeurs',
        heading: 'Ressources pour recruter vos équipes de santé',
        subheading: 'Comment rédiger des offres qui attirent de bons candidats, les évaluer équitablement et les garder longtemps.',
        buttons: [cta('Afficher un poste', '/post-job')],
      },
      {
        blockType: 'serviceFeatures',
        heading: 'Bien recruter',
        features: [
          { title: 'Rédigez une offre claire', body: 'Précisez l’horaire, l’échelle salariale, le lieu de travail et les permis exigés. Les offres qui indiquent le salaire reçoivent nettement plus de candidatures.' },
          { title: 'Recrutement confidentiel', body: 'Vous devez remplacer quelqu’un en toute discrétion ? Indiquez que l’offre est confidentielle : le nom de votre établissement reste caché jusqu’à ce que vous examiniez une candidature.' },
          { title: 'Vérifiez les titres de compétences', body: 'Confirmez l’inscription auprès de l’ordre professionnel de la province et vérifiez les références avant de faire une offre. Nous pouvons vous aider pour les postes spécialisés.' },
          { title: 'Répondez rapidement', body: 'Les bons candidats acceptent une offre en quelques jours. Examinez les candidatures sans tarder et tenez les candidats informés de leur statut.' },
          { title: 'Soignez l’accueil', body: 'Deux premières semaines structurées — systèmes, façon de travailler et un mentor désigné — sont le meilleur gage de rétention.' },
          { title: 'Planifiez les remplacements', body: 'Réservez des professionnels remplaçants avant les vacances et les congés pour que votre comptoir ne ferme jamais.' },
        ],
      },
      {
        blockType: 'callToAction',
        heading: 'Découvrez ce que coûte une embauche',
        body: 'Des frais d’affichage de 5 $, et des frais de placement seulement en cas de succès.',
        buttons: [cta('Voir les tarifs', '/pricing'), cta('À propos de nous', '/about', 'secondary')],
      },
    ],
  },
}
