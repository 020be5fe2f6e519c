import { p, richText, ul } from '../lexical'

import { cta, type SeedPage } from './types'

export const about: SeedPage = {
  title: 'About Us',
  slug: 'about',
  description:
    'We connect Canadian pharmacies, clinics and medical practices with qualified healthcare professionals — quickly, transparently and with privacy built in.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'About us',
      heading: 'Better staffing for better patient care',
      subheading:
        'Based in Toronto, we help healthcare facilities across Canada find the professionals they need, and help professionals build careers they are proud of.',
    },
    {
      blockType: 'richText',
      heading: 'Our mission',
      content: richText(
        p('Staffing shortages close pharmacy counters, lengthen clinic wait times and burn out the people who stay. We started this marketplace to make hiring in Canadian healthcare faster and fairer for everyone involved.'),
        p('Facilities post positions for a flat fee and pay placement fees only when a hire succeeds. Professionals use the platform for free, keep control of their resumes and decide who sees them. Every posting is reviewed by our team before it goes live, so candidates can trust what they read.'),
        ul([
          'Pharmacists, physicians, pharmacy technicians and assistants',
          'Nurse practitioners, clinical assistants and medical administrators',
          'Specialists and international medical graduates',
        ]),
      ),
    },
    {
      blockType: 'valuesCards',
      heading: 'What we stand for',
      cards: [
        { title: 'Transparency', body: 'Clear, up-front pricing. A $5 posting fee, no upfront placement fees and no hidden percentages of salary.' },
        { title: 'Privacy', body: 'Resumes are personal information. Only the professional, the employers they apply to and our administrators can read them.' },
        { title: 'Quality', body: 'Every posting is reviewed before activation, and full-time placements carry a 90-day guarantee.' },
        { title: 'Partnership', body: 'We work alongside owners and managers for the long term, from staffing to billing, HR and payroll support.' },
      ],
    },
    { blockType: 'stats', heading: 'Our track record', useSiteStats: true },
    {
      blockType: 'callToAction',
      heading: 'Ready to work with us?',
      body: 'Post your first position today, or talk to us about ownership opportunities.',
      buttons: [cta('See Pricing', '/pricing'), cta('Ownership Inquiry', '/ownership-inquiry', 'secondary')],
    },
  ],
  fr: {
    title: 'À propos de nous',
    description:
      'Nous mettons en relation les pharmacies, cliniques et cabinets médicaux du Canada avec des professionnels de la santé qualifiés — rapidement, en toute transparence et dans le respect de la vie privée.',
    layout: [
      {
        blockType: 'hero',
        eyebrow: 'À propos',
        heading: 'Un meilleur recrutement pour de meilleurs soins',
        subheading:
          'Établis à Toronto, nous aidons les établissements de santé de partout au Canada à trouver les professionnels dont ils ont besoin, et les professionnels à bâtir une carrière dont ils sont fiers.',
      },
      {
        blockType: 'richText',
        heading: 'Notre mission',
        content: richText(
          p('La pénurie de personnel ferme des comptoirs de pharmacie, allonge l’attente en clinique et épuise ceux qui restent. Nous avons créé cette plateforme pour rendre l’embauche en santé plus rapide et plus équitable pour tout le monde, partout au Canada.'),
          p('Les établissements affichent leurs postes à prix fixe et ne paient des frais de placement que si l’embauche réussit. Les professionnels utilisent la plateforme gratuitement, gardent la maîtrise de leur CV et décident qui peut le consulter. Notre équipe examine chaque offre avant sa mise en ligne : les candidats peuvent se fier à ce qu’ils lisent.'),
          ul([
            'Pharmaciens, médecins, techniciens et assistants techniques en pharmacie',
            'Infirmières praticiennes, adjoints cliniques et personnel administratif médical',
            'Médecins spécialistes et diplômés internationaux en médecine',
          ]),
        ),
      },
      {
        blockType: 'valuesCards',
        heading: 'Nos valeurs',
        cards: [
          { title: 'Transparence', body: 'Des tarifs clairs, annoncés d’avance : 5 $ pour afficher un poste, aucuns frais de placement au départ et aucun pourcentage caché du salaire.' },
          { title: 'Confidentialité', body: 'Un CV contient des renseignements personnels. Seuls le professionnel, les employeurs auprès de qui il postule et nos administrateurs peuvent le consulter.' },
          { title: 'Qualité', body: 'Chaque offre est examinée avant d’être activée, et les placements à temps plein sont assortis d’une garantie de 90 jours.' },
          { title: 'Partenariat', body: 'Nous accompagnons les propriétaires et les gestionnaires à long terme, du recrutement à la facturation, en passant par les RH et la paie.' },
        ],
      },
      { blockType: 'stats', heading: 'Nos résultats', useSiteStats: true },
      {
        blockType: 'callToAction',
        heading: 'Prêt à travailler avec nous ?',
        body: 'Affichez votre premier poste dès aujourd’hui, ou parlez-nous de vos projets d’acquisition.',
        buttons: [cta('Voir les tarifs', '/pricing'), cta('Demande d’acquisition', '/ownership-inquiry', 'secondary')],
      },
    ],
  },
}

export const ownership: SeedPage = {
  title: 'Own a Pharmacy With Confidence',
  slug: 'ownership',
  description:
    'Partner with us to own a pharmacy or medical practice in Canada: acquisition opportunities, site selection, regulatory guidance and financing connections.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Ownership',
      heading: 'Own a Pharmacy With Confidence',
      subheading:
        'Whether you are a pharmacist ready to run your own store, a physician planning a practice or an investor entering healthcare, we partner with you from the first conversation to opening day and beyond.',
      buttons: [cta('Send an Ownership Inquiry', '/ownership-inquiry')],
    },
    {
      blockType: 'richText',
      heading: 'A partner, not just a broker',
      content: richText(
        p('Owning a pharmacy or practice is a big decision. Licensing, location, staffing and cash flow all have to line up. We bring years of experience placing and supporting healthcare teams across Canada, and we stay involved after the keys change hands — with staffing, billing, HR and payroll support when you need it.'),
      ),
    },
    {
      blockType: 'valuesCards',
      heading: 'Why owners choose us',
      cards: [
        { title: 'Vetted opportunities', body: 'Access to pharmacy locations, medical practices, clinics and specialty facilities that match your goals and budget.' },
        { title: 'Honest guidance', body: 'Straight answers on regulatory requirements, realistic timelines and the true cost of ownership.' },
        { title: 'Staffed from day one', body: 'Our marketplace helps you hire pharmacists, technicians and support staff before you open your doors.' },
        { title: 'Long-term support', body: 'Medical billing, HR and payroll services keep your practice running smoothly as it grows.' },
      ],
    },
    {
      blockType: 'callToAction',
      tone: 'light',
      heading: 'Learn what drives us',
      body: 'Our mission is better staffing for better patient care.',
      buttons: [cta('Learn About Our Mission', '/about', 'secondary')],
    },
    {
      blockType: 'contact',
      heading: 'Talk to our ownership team',
      body: 'We are based in Toronto, ON and work with owners across Canada. Tell us about your plans and we will reply within one business day.',
      buttonLabel: 'Contact Us Today',
    },
  ],
  fr: {
    title: 'Devenez propriétaire d’une pharmacie en toute confiance',
    description:
      'Devenez propriétaire d’une pharmacie ou d’une clinique au Canada avec notre aide : occasions d’acquisition, choix de l’emplacement, conseils réglementaires et contacts pour le financement.',
    layout: [
      {
        blockType: 'hero',
        eyebrow: 'Acquisition',
        heading: 'Devenez propriétaire d’une pharmacie en toute confiance',
        subheading:
          'Pharmacien prêt à diriger votre propre officine, médecin qui prépare l’ouverture d’une clinique ou investisseur qui fait ses premiers pas en santé : nous vous accompagnons de la première conversation jusqu’à l’ouverture, et bien après.',
        buttons: [cta('Envoyer une demande d’acquisition', '/ownership-inquiry')],
      },
      {
        blockType: 'richText',
        heading: 'Un partenaire, pas seulement un courtier',
        content: richText(
          p('Devenir propriétaire d’une pharmacie ou d’une clinique est une décision importante. Permis, emplacement, personnel et liquidités doivent tous être au rendez-vous. Nous mettons à votre service des années d’expérience dans le recrutement et le soutien d’équipes de santé partout au Canada, et nous restons à vos côtés une fois les clés remises — recrutement, facturation, RH et paie, selon vos besoins.'),
        ),
      },
      {
        blockType: 'valuesCards',
        heading: 'Pourquoi les propriétaires nous choisissent',
        cards: [
          { title: 'Des occasions vérifiées', body: 'Un accès à des pharmacies, cabinets médicaux, cliniques et établissements spécialisés qui correspondent à vos objectifs et à votre budget.' },
          { title: 'Des conseils francs', body: 'Des réponses claires sur les exigences réglementaires, des échéanciers réalistes et le coût réel de l’acquisition.' },
          { title: 'Une équipe dès le premier jour', body: 'Notre plateforme vous aide à embaucher pharmaciens, techniciens et personnel de soutien avant même d’ouvrir vos portes.' },
          { title: 'Un soutien à long terme', body: 'Nos services de facturation médicale, de RH et de paie assurent la bonne marche de votre établissement à mesure qu’il grandit.' },
        ],
      },
      {
        blockType: 'callToAction',
        tone: 'light',
        heading: 'Ce qui nous anime',
        body: 'Notre mission : un meilleur recrutement pour de meilleurs soins.',
        buttons: [cta('Découvrir notre mission', '/about', 'secondary')],
      },
      {
        blockType: 'contact',
        heading: 'Parlez à notre équipe Acquisition',
        body: 'Nous sommes établis à Toronto (Ontario) et travaillons avec des propriétaires de partout au Canada. Parlez-nous de vos projets : nous vous répondrons en moins d’un jour ouvrable.',
        buttonLabel: 'Nous joindre dès aujourd’hui',
      },
    ],
  },
}

export const contact: SeedPage = {
  title: 'Contact Us',
  slug: 'contact',
  description: 'Contact our Toronto team about staffing, pricing, services or ownership opportunities.',
  layout: [
    {
      blockType: 'contact',
      heading: 'We are here to help',
      body: 'Questions about posting a position, finding work, our services or ownership? Email or call us — we reply within one business day.',
      buttonLabel: 'Email Us',
    },
    {
      blockType: 'callToAction',
      tone: 'light',
      heading: 'Looking for something specific?',
      buttons: [cta('Pricing', '/pricing', 'secondary'), cta('Ownership Inquiry', '/ownership-inquiry', 'secondary'), cta('About Us', '/about', 'secondary')],
    },
  ],
  fr: {
    title: 'Nous joindre',
    description: 'Joignez notre équipe de Toronto pour toute question sur le recrutement, les tarifs, nos services ou les occasions d’acquisition.',
    layout: [
      {
        blockType: 'contact',
        heading: 'Nous sommes là pour vous aider',
        body: 'Une question sur l’affichage d’un poste, la recherche d’emploi, nos services ou l’acquisition d’une pharmacie ? Écrivez-nous ou appelez-nous : nous répondons en moins d’un jour ouvrable.',
        buttonLabel: 'Nous écrire',
      },
      {
        blockType: 'callToAction',
        tone: 'light',
        heading: 'Vous cherchez quelque chose en particulier ?',
        buttons: [cta('Tarifs', '/pricing', 'secondary'), cta('Demande d’acquisition', '/ownership-inquiry', 'secondary'), cta('À propos de nous', '/about', 'secondary')],
      },
    ],
  },
}

export const ownershipInquiry: SeedPage = {
  title: 'Healthcare Ownership Opportunities',
  slug: 'ownership-inquiry',
  description:
    'Explore pharmacy and medical practice ownership in Canada: acquisition opportunities and development support from site selection to financing.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Ownership inquiry',
      heading: 'Healthcare Ownership Opportunities',
      subheading:
        'Buy an established pharmacy, open a new clinic or partner with an existing practice. Tell us your goals and our ownership team will contact you within 24 hours.',
      buttons: [cta('Start Your Inquiry', '#inquiry')],
    },
    {
      blockType: 'serviceFeatures',
      heading: 'Acquisition opportunities',
      features: [
        { title: 'Pharmacy locations', body: 'Independent and franchise pharmacies for sale or succession across Canada, with prescription volumes and staffing you can verify.' },
        { title: 'Medical practices and clinics', body: 'Family and walk-in clinics, and group practices looking for new physician owners.' },
        { title: 'Specialty facilities', body: 'Compounding, long-term care and specialty pharmacies, and allied health clinics.' },
        { title: 'Partnerships', body: 'Buy into an existing practice as a partner and grow into ownership over time.' },
      ],
    },
    {
      blockType: 'serviceFeatures',
      heading: 'Development support',
      features: [
        { title: 'Site selection', body: 'Demographics, competition and prescriber mix analysed before you sign a lease.' },
        { title: 'Regulatory guidance', body: 'Provincial college accreditation, licensing and inspection readiness, step by step.' },
        { title: 'Financing connections', body: 'Introductions to lenders and advisors who understand healthcare businesses.' },
        { title: 'Operational setup', body: 'Systems, suppliers, staffing and billing ready on opening day.' },
      ],
    },
    {
      blockType: 'inquiryForm',
      heading: 'Send an Ownership Inquiry',
      intro: 'Only your name and email are required. Everything you share stays confidential.',
    },
    {
      blockType: 'contact',
      heading: 'Prefer to talk?',
      body: 'Our ownership team is based in Toronto, ON and works with owners across Canada.',
      buttonLabel: 'Email Our Team',
    },
  ],
  fr: {
    title: 'Occasions d’acquisition en santé',
    description:
      'Explorez l’acquisition d’une pharmacie ou d’une clinique au Canada : occasions d’achat et accompagnement, du choix de l’emplacement jusqu’au financement.',
    layout: [
      {
        blockType: 'hero',
        eyebrow: 'Demande d’acquisition',
        heading: 'Occasions d’acquisition en santé',
        subheading:
          'Achetez une pharmacie établie, ouvrez une nouvelle clinique ou associez-vous à une pratique existante. Faites-nous part de vos objectifs : notre équipe Acquisition communiquera avec vous dans les 24 heures.',
        buttons: [cta('Commencer ma demande', '#inquiry')],
      },
      {
        blockType: 'serviceFeatures',
        heading: 'Occasions d’acquisition',
        features: [
          { title: 'Pharmacies', body: 'Pharmacies indépendantes et franchisées à vendre ou en relève partout au Canada, avec un volume d’ordonnances et un personnel que vous pouvez vérifier.' },
          { title: 'Cabinets médicaux et cliniques', body: 'Cliniques de médecine familiale et sans rendez-vous, et cabinets de groupe à la recherche de nouveaux médecins propriétaires.' },
          { title: 'Établissements spécialisés', body: 'Pharmacies de préparations magistrales, de soins de longue durée et spécialisées, et cliniques paramédicales.' },
          { title: 'Partenariats', body: 'Devenez associé d’une pratique existante et accédez graduellement à la propriété.' },
        ],
      },
      {
        blockType: 'serviceFeatures',
        heading: 'Accompagnement',
        features: [
          { title: 'Choix de l’emplacement', body: 'Démographie, concurrence et profil des prescripteurs analysés avant la signature du bail.' },
          { title: 'Conseils réglementaires', body: 'Agrément auprès de l’ordre professionnel de la province, permis et préparation aux inspections, étape par étape.' },
          { title: 'Contacts pour le financement', body: 'Des mises en relation avec des prêteurs et des conseillers qui connaissent bien le secteur de la santé.' },
          { title: 'Mise en place des opérations', body: 'Systèmes, fournisseurs, personnel et facturation prêts pour le jour de l’ouverture.' },
        ],
      },
      {
        blockType: 'inquiryForm',
        heading: 'Envoyer une demande d’acquisition',
        intro: 'Seuls votre nom et votre courriel sont obligatoires. Tout ce que vous nous confiez reste confidentiel.',
      },
      {
        blockType: 'contact',
        heading: 'Vous préférez en parler ?',
        body: 'Notre équipe Acquisition est établie à Toronto (Ontario) et travaille avec des propriétaires de partout au Canada.',
        buttonLabel: 'Écrire à notre équipe',
      },
    ],
  },
}
