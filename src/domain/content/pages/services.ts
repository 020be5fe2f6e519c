import { cta, type SeedPage } from './types'

const nextSteps = {
  blockType: 'callToAction' as const,
  heading: 'Let’s talk about your practice',
  body: 'Tell us what you need and we will put together a plan and a quote.',
  buttons: [cta('Contact Us', '/contact'), cta('See Pricing', '/pricing', 'secondary')],
}

const nextStepsFr = {
  blockType: 'callToAction' as const,
  heading: 'Parlons de votre établissement',
  body: 'Dites-nous ce dont vous avez besoin : nous vous préparerons un plan et une soumission.',
  buttons: [cta('Nous joindre', '/contact'), cta('Voir les tarifs', '/pricing', 'secondary')],
}

export const techServices: SeedPage = {
  title: 'Technology Leadership Services',
  slug: 'tech-services',
  description: 'Technology leadership for pharmacies and medical practices: systems selection, security, privacy compliance and support.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Services',
      heading: 'Technology leadership for healthcare practices',
      subheading: 'Fractional technology leadership for pharmacies, clinics and practices: the right systems, secure data and a team that answers when something breaks.',
    },
    {
      blockType: 'stats',
      items: [
        { value: '500+', label: 'Practices supported' },
        { value: '24hrs', label: 'Issue turnaround' },
        { value: '99.9%', label: 'System accuracy' },
      ],
    },
    {
      blockType: 'serviceFeatures',
      heading: 'What we do',
      features: [
        { title: 'Systems selection', body: 'Independent advice on pharmacy management, EMR and scheduling systems that fit your workflow and budget.' },
        { title: 'Security and privacy', body: 'Practical safeguards for patient data under PIPEDA and provincial health privacy laws, with staff training.' },
        { title: 'Migrations', body: 'Planned moves between systems with data checks, so no prescription or chart is lost.' },
        { title: 'Ongoing support', body: 'A named contact, clear response times and monthly reviews of what is working.' },
      ],
    },
    nextSteps,
  ],
  fr: {
    title: 'Services de direction technologique',
    description: 'Direction technologique pour pharmacies et cabinets médicaux : choix des systèmes, sécurité, conformité en matière de protection des renseignements personnels et soutien.',
    layout: [
      {
        blockType: 'hero',
        eyebrow: 'Services',
        heading: 'Une direction technologique pour les établissements de santé',
        subheading: 'Une direction technologique à temps partagé pour les pharmacies, cliniques et cabinets : les bons systèmes, des données protégées et une équipe qui répond quand un problème survient.',
      },
      {
        blockType: 'stats',
        items: [
          { value: '500+', label: 'Établissements accompagnés' },
          { value: '24 h', label: 'Délai de résolution' },
          { value: '99,9 %', label: 'Fiabilité des systèmes' },
        ],
      },
      {
        blockType: 'serviceFeatures',
        heading: 'Ce que nous faisons',
        features: [
          { title: 'Choix des systèmes', body: 'Des conseils indépendants sur les logiciels de gestion de pharmacie, les dossiers médicaux électroniques et les outils d’horaire adaptés à votre façon de travailler et à votre budget.' },
          { title: 'Sécurité et confidentialité', body: 'Des mesures concrètes pour protéger les données des patients conformément à la LPRPDE et aux lois provinciales sur les renseignements de santé, avec formation du personnel.' },
          { title: 'Migrations', body: 'Des transitions planifiées d’un système à l’autre, avec vérification des données, pour ne perdre aucune ordonnance ni aucun dossier.' },
          { title: 'Soutien continu', body: 'Une personne-ressource attitrée, des délais de réponse clairs et un bilan mensuel de ce qui fonctionne.' },
        ],
      },
      nextStepsFr,
    ],
  },
}

export const medicalBilling: SeedPage = {
  title: 'Medical Billing Services',
  slug: 'medical-billing',
  description: 'Medical billing for Canadian practices: 98%+ first-pass claim rate, 24-hour turnaround and 15-25% revenue increase.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Services',
      heading: 'Medical billing that gets you paid',
      subheading: 'We submit, track and reconcile provincial and private claims so physicians spend their time with patients, not paperwork.',
    },
    {
      blockType: 'stats',
      items: [
        { value: '98%+', label: 'First-pass claim rate' },
        { value: '24hrs', label: 'Claim turnaround' },
        { value: '15-25%', label: 'Typical revenue increase' },
        { value: '99.9%', label: 'Billing accuracy' },
      ],
    },
    {
      blockType: 'serviceFeatures',
      heading: 'How we help',
      features: [
        { title: 'Claims submission', body: 'Daily submission to provincial plans and insurers, with codes checked before they go out.' },
        { title: 'Rejections handled', body: 'We correct and resubmit rejected claims and tell you why they were rejected, so it happens less.' },
        { title: 'Clear reporting', body: 'Monthly reports of what was billed, paid and outstanding, by physician and by service.' },
        { title: 'Privacy first', body: 'Patient information stays protected under PIPEDA and provincial health privacy laws.' },
      ],
    },
    nextSteps,
  ],
  fr: {
    title: 'Services de facturation médicale',
    description: 'Facturation médicale pour les cliniques canadiennes : plus de 98 % des demandes acceptées du premier coup, traitement en 24 h et revenus en hausse de 15 à 25 %.',
    layout: [
      {
        blockType: 'hero',
        eyebrow: 'Services',
        heading: 'Une facturation médicale qui rapporte',
        subheading: 'Nous soumettons, suivons et rapprochons vos demandes de paiement auprès du régime provincial et des assureurs privés, pour que les médecins consacrent leur temps aux patients, pas à la paperasse.',
      },
      {
        blockType: 'stats',
        items: [
          { value: '98 % et +', label: 'Demandes acceptées du premier coup' },
          { value: '24 h', label: 'Délai de traitement des demandes' },
          { value: '15 à 25 %', label: 'Hausse habituelle des revenus' },
          { value: '99,9 %', label: 'Exactitude de la facturation' },
        ],
      },
      {
        blockType: 'serviceFeatures',
        heading: 'Comment nous vous aidons',
        features: [
          { title: 'Soumission des demandes', body: 'Soumission quotidienne au régime provincial et aux assureurs, avec vérification des codes avant l’envoi.' },
          { title: 'Refus pris en charge', body: 'Nous corrigeons et soumettons de nouveau les demandes refusées, et vous expliquons la raison du refus pour que la situation se reproduise moins souvent.' },
          { title: 'Des rapports clairs', body: 'Des rapports mensuels de ce qui a été facturé, payé et reste à recevoir, par médecin et par service.' },
          { title: 'La confidentialité d’abord', body: 'Les renseignements des patients restent protégés conformément à la LPRPDE et aux lois provinciales sur les renseignements de santé.' },
        ],
      },
      nextStepsFr,
    ],
  },
}

export const hrServices: SeedPage = {
  title: 'HR Services',
  slug: 'hr-services',
  description: 'HR services for healthcare practices: hiring, policies, employment law compliance and staff relations.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Services',
      heading: 'HR support built for healthcare teams',
      subheading: 'From the first job posting to performance reviews, we give owners and managers the HR backbone of a large organisation.',
    },
    {
      blockType: 'stats',
      items: [
        { value: '500+', label: 'Practices supported' },
        { value: '24hrs', label: 'Response time' },
        { value: '90-day', label: 'Placement guarantee' },
      ],
    },
    {
      blockType: 'serviceFeatures',
      heading: 'What is included',
      features: [
        { title: 'Hiring and onboarding', body: 'Job descriptions, interview guides, offer letters and onboarding checklists for every role.' },
        { title: 'Policies and handbooks', body: 'Clear policies that meet provincial employment standards, written for healthcare settings.' },
        { title: 'Staff relations', body: 'Confidential advice on difficult conversations, accommodations and terminations.' },
        { title: 'Compliance', body: 'Keep up with employment standards, health and safety and accessibility (AODA) requirements.' },
      ],
    },
    nextSteps,
  ],
  fr: {
    title: 'Services RH',
    description: 'Services de ressources humaines pour les établissements de santé : embauche, politiques, conformité aux normes du travail et relations avec le personnel.',
    layout: [
      {
        blockType: 'hero',
        eyebrow: 'Services',
        heading: 'Un soutien RH conçu pour les équipes de santé',
        subheading: 'De la première offre d’emploi aux évaluations du rendement, nous offrons aux propriétaires et aux gestionnaires l’appui RH d’une grande organisation.',
      },
      {
        blockType: 'stats',
        items: [
          { value: '500+', label: 'Établissements accompagnés' },
          { value: '24 h', label: 'Délai de réponse' },
          { value: '90 jours', label: 'Garantie de placement' },
        ],
      },
      {
        blockType: 'serviceFeatures',
        heading: 'Ce qui est inclus',
        features: [
          { title: 'Embauche et accueil', body: 'Descriptions de poste, guides d’entrevue, lettres d’offre et listes de vérification pour l’accueil, pour chaque poste.' },
          { title: 'Politiques et guides de l’employé', body: 'Des politiques claires, conformes aux normes d’emploi de votre province et rédigées pour les milieux de santé.' },
          { title: 'Relations avec le personnel', body: 'Des conseils confidentiels pour les conversations difficiles, les mesures d’adaptation et les congédiements.' },
          { title: 'Conformité', body: 'Restez à jour sur les normes d’emploi, la santé et la sécurité au travail et les exigences en matière d’accessibilité (LAPHO).' },
        ],
      },
      nextStepsFr,
    ],
  },
}

export const payrollServices: SeedPage = {
  title: 'Payroll Services',
  slug: 'payroll-services',
  description: 'Payroll for pharmacies and practices: 99.9% accuracy, remittances, T4s and shift premiums handled.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Services',
      heading: 'Payroll done right, every pay period',
      subheading: 'Accurate pay for every shift, premium and bonus — with remittances and year-end slips handled for you.',
    },
    {
      blockType: 'stats',
      items: [
        { value: '99.9%', label: 'Payroll accuracy' },
        { value: '24hrs', label: 'Query turnaround' },
        { value: '500+', label: 'Practices supported' },
      ],
    },
    {
      blockType: 'serviceFeatures',
      heading: 'What we handle',
      features: [
        { title: 'Every pay period', body: 'Hourly, salaried and relief staff paid on time, with shift and statutory holiday premiums calculated correctly.' },
        { title: 'Remittances', body: 'Source deductions, CPP, EI and provincial health taxes remitted on schedule.' },
        { title: 'Year end', body: 'T4s, T4As and Records of Employment prepared and filed.' },
        { title: 'Self-service', body: 'Employees see their pay stubs and tax slips online.' },
      ],
    },
    nextSteps,
  ],
  fr: {
    title: 'Services de paie',
    description: 'La paie des pharmacies et des cliniques : exactitude de 99,9 %, versements, feuillets T4 et primes de quart, tout est pris en charge.',
    layout: [
      {
        blockType: 'hero',
        eyebrow: 'Services',
        heading: 'Une paie sans erreur, à chaque période de paie',
        subheading: 'Une rémunération exacte pour chaque quart, chaque prime et chaque boni — et nous nous occupons des versements et des feuillets de fin d’année.',
      },
      {
        blockType: 'stats',
        items: [
          { value: '99,9 %', label: 'Exactitude de la paie' },
          { value: '24 h', label: 'Délai de réponse aux questions' },
          { value: '500+', label: 'Établissements accompagnés' },
        ],
      },
      {
        blockType: 'serviceFeatures',
        heading: 'Ce dont nous nous occupons',
        features: [
          { title: 'Chaque période de paie', body: 'Personnel payé à l’heure, salarié ou remplaçant rémunéré à temps, avec les primes de quart et de jours fériés calculées correctement.' },
          { title: 'Versements', body: 'Retenues à la source, RPC, AE et cotisations provinciales de santé versés dans les délais.' },
          { title: 'Fin d’année', body: 'Feuillets T4 et T4A et relevés d’emploi préparés et produits.' },
          { title: 'Libre-service', body: 'Les employés consultent leurs talons de paie et leurs feuillets d’impôt en ligne.' },
        ],
      },
      nextStepsFr,
    ],
  },
}
