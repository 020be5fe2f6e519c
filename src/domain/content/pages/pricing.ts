import messages from '@/i18n/messages/en' // the English seed content

import { cta, type SeedPage } from './types'

export const pricing: SeedPage = {
  title: 'Pricing',
  slug: 'pricing',
  description:
    'Transparent healthcare staffing pricing: a $5 posting fee, placement fees only upon successful placement, and a 90-day guarantee on full-time hires.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Pricing',
      heading: 'Simple, transparent pricing',
      subheading:
        'Post any position for a flat $5. Placement fees are quoted up front and due only upon successful placement — never as a percentage of salary.',
    },
    {
      blockType: 'pricingCards',
      heading: 'Choose the help you need',
      cards: [
        {
          name: 'Relief Positions',
          price: 'Contact for quote',
          description: 'Short-term and relief coverage for vacations, leaves and busy seasons.',
          features: [{ text: 'Pharmacists and technicians on short notice' }, { text: 'Shift-by-shift or multi-week coverage' }, { text: 'No upfront fees' }],
          cta: { label: 'Get Started', href: '/post-job' },
        },
        {
          name: 'Full-Time Positions',
          badge: 'Most Popular',
          price: 'Contact for quote',
          description: 'Permanent hires for pharmacies, clinics and medical practices.',
          features: [
            { text: '90-day guarantee' },
            { text: 'No percentage of salary' },
            { text: 'Payment only upon successful placement' },
          ],
          cta: { label: 'Get Started', href: '/post-job' },
        },
        {
          name: 'Specialized Roles',
          price: 'Premium pricing',
          description: 'Physicians, specialists and leadership roles that need a targeted search.',
          features: [{ text: 'Dedicated search across Canada' }, { text: 'Confidential outreach' }, { text: 'Credential checks before introduction' }],
          cta: { label: 'Get Started', href: '/post-job' },
        },
      ],
      quote: {
        text: 'Hiring for several locations or an unusual role?',
        label: 'Request a custom quote',
        href: `mailto:${messages.site.contactEmail}?subject=Custom%20quote`,
      },
    },
    {
      blockType: 'faq',
      heading: 'Pricing questions',
      items: [
        { question: 'What does the $5 posting fee cover?', answer: 'It publishes one position for 30 days after our team reviews and approves it. If we cannot approve a posting, the fee is refunded.' },
        { question: 'When do I pay a placement fee?', answer: 'Only when you hire a candidate you met through us. We quote the fee before you start, and it is never a percentage of salary.' },
        { question: 'How does the 90-day guarantee work?', answer: 'If a full-time hire leaves or is let go within 90 days, we find a replacement at no additional placement cost.' },
      ],
    },
    {
      blockType: 'callToAction',
      heading: 'Post your first position today',
      buttons: [cta('Get Started', '/post-job'), cta('About Us', '/about', 'secondary')],
    },
  ],
  fr: {
    title: 'Tarifs',
    description:
      'Des tarifs de recrutement en santé transparents : 5 $ pour afficher un poste, des frais de placement seulement une fois le placement réussi et une garantie de 90 jours sur les embauches à temps plein.',
    layout: [
      {
        blockType: 'hero',
        eyebrow: 'Tarifs',
        heading: 'Des tarifs simples et transparents',
        subheading:
          'Affichez n’importe quel poste pour 5 $, un prix fixe. Les frais de placement sont annoncés d’avance et exigibles seulement une fois le placement réussi — jamais en pourcentage du salaire.',
      },
      {
        blockType: 'pricingCards',
        heading: 'Choisissez l’aide dont vous avez besoin',
        cards: [
          {
            name: 'Remplacements',
            price: 'Prix sur soumission',
            description: 'Des remplacements de courte durée pour les vacances, les congés et les périodes achalandées.',
            features: [{ text: 'Pharmaciens et techniciens disponibles rapidement' }, { text: 'Couverture par quart ou sur plusieurs semaines' }, { text: 'Aucuns frais à payer d’avance' }],
            cta: { label: 'Commencer', href: '/post-job' },
          },
          {
            name: 'Postes à temps plein',
            badge: 'Le plus populaire',
            price: 'Prix sur soumission',
            description: 'Des embauches permanentes pour les pharmacies, cliniques et cabinets médicaux.',
            features: [
              { text: 'Garantie de 90 jours' },
              { text: 'Aucun pourcentage du salaire' },
              { text: 'Paiement seulement une fois le placement réussi' },
            ],
            cta: { label: 'Commencer', href: '/post-job' },
          },
          {
            name: 'Postes spécialisés',
            price: 'Tarification sur mesure',
            description: 'Médecins, spécialistes et postes de direction qui demandent une recherche ciblée.',
            features: [{ text: 'Recherche dédiée partout au Canada' }, { text: 'Approche confidentielle des candidats' }, { text: 'Titres de compétences vérifiés avant la présentation' }],
            cta: { label: 'Commencer', href: '/post-job' },
          },
        ],
        quote: {
          text: 'Vous recrutez pour plusieurs emplacements ou pour un poste peu courant ?',
          label: 'Demander une soumission personnalisée',
          href: `mailto:${messages.site.contactEmail}?subject=Soumission%20personnalis%C3%A9e`,
        },
      },
      {
        blockType: 'faq',
        heading: 'Questions sur les tarifs',
        items: [
          { question: 'Que comprennent les frais d’affichage de 5 $ ?', answer: 'Ils couvrent la publication d’un poste pendant 30 jours, une fois l’offre examinée et approuvée par notre équipe. Si nous ne pouvons pas approuver une offre, les frais vous sont remboursés.' },
          { question: 'Quand dois-je payer des frais de placement ?', answer: 'Seulement si vous embauchez un candidat rencontré grâce à nous. Nous annonçons les frais avant le début de la recherche, et ils ne sont jamais calculés en pourcentage du salaire.' },
          { question: 'Comment fonctionne la garantie de 90 jours ?', answer: 'Si une personne embauchée à temps plein quitte son poste ou est congédiée dans les 90 jours, nous lui trouvons un remplaçant sans frais de placement supplémentaires.' },
        ],
      },
      {
        blockType: 'callToAction',
        heading: 'Affichez votre premier poste dès aujourd’hui',
        buttons: [cta('Commencer', '/post-job'), cta('À propos de nous', '/about', 'secondary')],
      },
    ],
  },
}
