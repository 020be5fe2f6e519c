import { cta, type SeedPage } from './types'

export const home: SeedPage = {
  title: 'Healthcare Staffing Across Canada',
  slug: 'home',
  description:
    'Pharmacies, clinics and medical practices post positions and meet qualified pharmacists, physicians, technicians and nurse practitioners across Canada.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Healthcare staffing for Canada',
      heading: 'The right healthcare professional, for every shift and every practice',
      subheading:
        'Pharmacies, clinics and medical practices post positions in minutes. Pharmacists, physicians, technicians and nurse practitioners find work that fits their careers — with their privacy protected until they choose to share it.',
      buttons: [cta('Post a Position', '/post-job'), cta('Find Opportunities', '/find-work', 'secondary')],
      note: 'Posting a position costs $5. No upfront placement fees.',
    },
    {
      blockType: 'callToAction',
      tone: 'light',
      heading: 'Transparent pricing, no surprises',
      body: 'Publishing a position costs a flat $5, reviewed by our team before it goes live. Placement fees are quoted up front, there are no upfront fees, and you pay only upon successful placement — backed by our 90-day guarantee.',
      buttons: [cta('See Pricing', '/pricing', 'secondary')],
    },
    {
      blockType: 'stats',
      heading: 'Trusted by facilities and professionals nationwide',
      useSiteStats: true,
    },
    {
      blockType: 'howItWorks',
      heading: 'How it works',
      intro: 'Two simple paths, one goal: great care for patients through well-matched teams.',
      tracks: [
        {
          audience: 'For facilities',
          steps: [
            { title: 'Post a position', body: 'Describe the role, schedule and pay. Pay the $5 posting fee and our team reviews it before it goes live.' },
            { title: 'Review candidates', body: 'Qualified professionals apply with their resumes. Review applications and move the best ones forward.' },
            { title: 'Connect and engage', body: 'Interview, hire and onboard with confidence. Our 90-day guarantee protects full-time placements.' },
          ],
        },
        {
          audience: 'For professionals',
          steps: [
            { title: 'Create your profile', body: 'Sign up for free, keep your resumes organised by role and save the jobs that interest you.' },
            { title: 'Maintain your privacy', body: 'Employers see your resume only when you apply. Confidential postings reveal the employer once your application is reviewed.' },
            { title: 'Advance your career', body: 'Find relief shifts, permanent roles and specialised positions in pharmacies, clinics and practices across Canada.' },
          ],
        },
      ],
    },
    {
      blockType: 'sampleOpenings',
      heading: 'Recent openings',
      intro: 'A sample of the positions facilities trust us to fill.',
      openings: [
        { title: 'Relief Pharmacist', location: 'Toronto, ON', company: 'Confidential', employmentType: 'Contract', pay: '$65–$75/hour', badge: 'Priority' },
        { title: 'Family Physician', location: 'Vancouver, BC', company: 'Confidential', employmentType: 'Full-time', pay: '$300,000–$380,000/year', badge: 'Confidential' },
        { title: 'Emergency Physician', location: 'Calgary, AB', company: 'Confidential', employmentType: 'Part-time', pay: '$180–$220/hour', badge: 'Confidential' },
      ],
      note: 'Employer names stay confidential until an application is reviewed.',
    },
    {
      blockType: 'callToAction',
      heading: 'Thinking about owning a pharmacy or practice?',
      body: 'We help pharmacists, physicians and investors find acquisition opportunities and set up for success — from site selection to financing connections.',
      buttons: [cta('Send an Ownership Inquiry', '/ownership-inquiry'), cta('Learn About Ownership', '/ownership', 'secondary')],
    },
  ],
  fr: {
    title: 'Recrutement en santé partout au Canada',
    description:
      'Les pharmacies, cliniques et cabinets médicaux affichent leurs postes et rencontrent des pharmaciens, médecins, techniciens et infirmières praticiennes qualifiés partout au Canada.',
    layout: [
      {
        blockType: 'hero',
        eyebrow: 'Recrutement en santé au Canada',
        heading: 'Le bon professionnel de la santé, pour chaque quart de travail et chaque milieu',
        subheading:
          'Les pharmacies, cliniques et cabinets médicaux affichent un poste en quelques minutes. Pharmaciens, médecins, techniciens et infirmières praticiennes trouvent un emploi à la hauteur de leur carrière — et leurs renseignements restent privés jusqu’à ce qu’ils choisissent de les communiquer.',
        buttons: [cta('Afficher un poste', '/post-job'), cta('Voir les offres d’emploi', '/find-work', 'secondary')],
        note: 'L’affichage d’un poste coûte 5 $. Aucuns frais de placement à payer d’avance.',
      },
      {
        blockType: 'callToAction',
        tone: 'light',
        heading: 'Des tarifs clairs, sans surprise',
        body: 'Afficher un poste coûte 5 $, un prix fixe, et notre équipe examine chaque offre avant sa mise en ligne. Les frais de placement sont annoncés d’avance, rien n’est exigé au départ et vous ne payez qu’une fois le placement réussi — avec notre garantie de 90 jours.',
        buttons: [cta('Voir les tarifs', '/pricing', 'secondary')],
      },
      {
        blockType: 'stats',
        heading: 'La confiance des établissements et des professionnels de partout au pays',
        useSiteStats: true,
      },
      {
        blockType: 'howItWorks',
        heading: 'Comment ça fonctionne',
        intro: 'Deux parcours simples, un seul but : de bons soins aux patients grâce à des équipes bien constituées.',
        tracks: [
          {
            audience: 'Pour les établissements',
            steps: [
              { title: 'Affichez un poste', body: 'Décrivez le poste, l’horaire et la rémunération. Réglez les frais d’affichage de 5 $ : notre équipe examine l’offre avant sa mise en ligne.' },
              { title: 'Évaluez les candidatures', body: 'Des professionnels qualifiés postulent avec leur CV. Passez les candidatures en revue et retenez les meilleures.' },
              { title: 'Rencontrez et embauchez', body: 'Passez les entrevues, embauchez et accueillez votre recrue en toute confiance. Notre garantie de 90 jours protège les placements à temps plein.' },
            ],
          },
          {
            audience: 'Pour les professionnels',
            steps: [
              { title: 'Créez votre profil', body: 'Inscrivez-vous gratuitement, classez vos CV par type de poste et sauvegardez les offres qui vous intéressent.' },
              { title: 'Protégez votre vie privée', body: 'Les employeurs ne voient votre CV que lorsque vous postulez. Pour une offre confidentielle, le nom de l’employeur vous est dévoilé une fois votre candidature examinée.' },
              { title: 'Faites progresser votre carrière', body: 'Trouvez des remplacements, des postes permanents et des postes spécialisés en pharmacie, en clinique et en cabinet partout au Canada.' },
            ],
          },
        ],
      },
      {
        blockType: 'sampleOpenings',
        heading: 'Offres récentes',
        intro: 'Un aperçu des postes que les établissements nous confient.',
        openings: [
          { title: 'Pharmacien(ne) remplaçant(e)', location: 'Toronto (Ontario)', company: 'Confidentiel', employmentType: 'Contractuel', pay: '65 $ à 75 $ l’heure', badge: 'Priority' },
          { title: 'Médecin de famille', location: 'Vancouver (C.-B.)', company: 'Confidentiel', employmentType: 'Temps plein', pay: '300 000 $ à 380 000 $ par année', badge: 'Confidential' },
          { title: 'Urgentologue', location: 'Calgary (Alberta)', company: 'Confidentiel', employmentType: 'Temps partiel', pay: '180 $ à 220 $ l’heure', badge: 'Confidential' },
        ],
        note: 'Le nom de l’employeur reste confidentiel jusqu’à l’examen de la candidature.',
      },
      {
        blockType: 'callToAction',
        heading: 'Vous songez à devenir propriétaire d’une pharmacie ou d’une clinique ?',
        body: 'Nous aidons les pharmaciens, les médecins et les investisseurs à trouver des occasions d’acquisition et à partir du bon pied — du choix de l’emplacement jusqu’aux contacts pour le financement.',
        buttons: [cta('Envoyer une demande d’acquisition', '/ownership-inquiry'), cta('En savoir plus sur l’acquisition', '/ownership', 'secondary')],
      },
    ],
  },
}
