/*
 * Posting credits (docs/credit-packs.md): the refusals of buying, using and refunding a pack, and the
 * workspace's panel. French spacing: U+00A0 before : ; ? ! and inside « ».
 */

export const creditsEn = {
  signIn: 'Sign in to buy or use posting credits.',
  companyOnly: 'Posting credits are bought by a company’s team. Create or join a company first.',
  adminOnly: 'Only an administrator can refund a pack.',
  packUnknown: 'Choose one of the packs on sale.',
  lineItem: 'Pack of {size, number} job postings',
  none: 'Your company has no posting credit left. Buy a pack, or pay for this posting.',
  notFound: 'This pack was not found.',
  notPaid: 'Only a paid pack can be refunded.',
  packUsed: 'Some of this pack’s credits were used, so it can no longer be refunded.',
  // The workspace's panel
  heading: 'Posting credits',
  balance: '{count, plural, =0 {No credit left} one {# credit left} other {# credits left}}',
  shared: 'Credits are shared by your company’s team. Each one publishes a posting, reviewed like a paid one.',
  offer: '{size, number} postings for {price}',
  perPosting: '{price} a posting',
  buy: 'Buy {size, number} postings',
  noPacks: 'No pack is on sale right now.',
  paid: 'Thank you. Your pack’s credits are added as soon as the payment is confirmed.',
  useCredit: 'Publish with a credit',
  used: 'Submitted for review with a credit',
  failed: 'The purchase could not start',
  // The admin's refund
  refund: 'Refund this pack',
  confirmRefund: 'Refund this pack of {size, number} postings? Its credits leave the company’s balance.',
  refunded: 'Pack refunded; its credits were removed from the company’s balance.',
  refundFailed: 'The refund failed',
} as const

export const creditsFr = {
  signIn: 'Connectez-vous pour acheter ou utiliser des crédits d’offres.',
  companyOnly: 'Les crédits d’offres sont achetés par l’équipe d’une entreprise. Créez ou rejoignez d’abord une entreprise.',
  adminOnly: 'Seul un administrateur peut rembourser un forfait.',
  packUnknown: 'Choisissez l’un des forfaits en vente.',
  lineItem: 'Forfait de {size, number} offres d’emploi',
  none: 'Votre entreprise n’a plus de crédit d’offre. Achetez un forfait ou payez cette offre.',
  notFound: 'Ce forfait est introuvable.',
  notPaid: 'Seul un forfait payé peut être remboursé.',
  packUsed: 'Des crédits de ce forfait ont été utilisés, il ne peut donc plus être remboursé.',
  heading: 'Crédits d’offres',
  balance: '{count, plural, =0 {Aucun crédit restant} one {# crédit restant} other {# crédits restants}}',
  shared: 'Les crédits sont partagés par l’équipe de votre entreprise. Chacun publie une offre, examinée comme une offre payée.',
  offer: '{size, number} offres pour {price}',
  perPosting: '{price} par offre',
  buy: 'Acheter {size, number} offres',
  noPacks: 'Aucun forfait n’est en vente pour le moment.',
  paid: 'Merci. Les crédits de votre forfait sont ajoutés dès que le paiement est confirmé.',
  useCredit: 'Publier avec un crédit',
  used: 'Soumise pour examen avec un crédit',
  failed: 'L’achat n’a pas pu commencer',
  refund: 'Rembourser ce forfait',
  confirmRefund: 'Rembourser ce forfait de {size, number} offres ? Ses crédits sont retirés du solde de l’entreprise.',
  refunded: 'Forfait remboursé ; ses crédits ont été retirés du solde de l’entreprise.',
  refundFailed: 'Le remboursement a échoué',
} as const
