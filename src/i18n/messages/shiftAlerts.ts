/**
 * Shift alerts (issue 30 §6, docs/alerts.md): new relief shifts near a place, by email, with the job
 * alerts' consent, confirmation, digest and unsubscribe rules. The `alerts.shifts` section of the
 * catalogue in both languages (same typography rules as fr.ts: U+00A0 before : ; ? ! and inside « »).
 */
export const shiftAlertsEn = {
  describe: {
    near: 'Relief shifts within {km, number} km of {place}',
    rate: 'At least {amount} an hour',
  },
  consentWording: 'Yes, {sender} may email me new relief shifts that match this search. I can unsubscribe at any time with the link in every email.',
  subscribed: 'Your alert is on. New shifts that match will be sent to {email}.',
  errors: {
    place: 'Enter a city or postal code: a shift alert sends shifts within a distance of a place.',
    rate: 'Enter a lowest hourly rate from $0 to $1,000.',
    professionalsOnly: 'Shift alerts are for professionals: sign in with a professional account, or sign out to subscribe by email.',
  },
  email: {
    confirmSubject: 'Confirm your shift alert',
    confirmBody: '{sender} was asked to email new relief shifts ({search}) to this address ({frequency}).',
  },
  confirmIntro: 'Confirm to receive new relief shifts ({search}) at {email}.',
  confirmDone: 'Your alert is on. New relief shifts for this search will be emailed to you.',
  form: {
    title: 'Email me new shifts near {place}',
    titleNoPlace: 'Email me new shifts near a place',
    intro: 'We email you new open shifts within the distance you choose, and only when a new one matches.',
    near: 'City or postal code',
    km: 'Distance',
    within: 'Within {km, number} km',
    positionType: 'Position type',
    anyPosition: 'Any position',
    minRate: 'Lowest hourly rate ($)',
    submit: 'Email me new shifts',
    submitting: 'Saving…',
  },
  digest: {
    subject: '{count, plural, one {# new shift} other {# new shifts}}: {search}',
    intro: 'New relief shifts on {siteName} match your alert ({search}):',
    rate: '{amount} an hour',
    distance: '{km, number} km away',
    view: 'View the shift: {link}',
    more: '{capped, select, true {More than {n, number} other shifts match} other {{n, plural, one {# other shift matches} other {# other shifts match}}}} your alert. See them all on the shifts page:',
    address: 'The exact address is shown once the facility confirms your request.',
    why: 'You receive this email because {email} asked {siteName} for new relief shifts and confirmed it. We send it {frequency, select, hourly {as new shifts are posted, at most once an hour} daily {at most once a day} other {at most once a week}}, and only when a new shift matches.',
  },
  account: {
    browse: 'Browse shifts',
  },
} as const

export const shiftAlertsFr = {
  describe: {
    near: 'Quarts de remplacement à {km, number} km ou moins de {place}',
    rate: 'Au moins {amount} de l’heure',
  },
  consentWording: 'Oui, {sender} peut m’envoyer par courriel les nouveaux quarts de remplacement qui correspondent à cette recherche. Je peux me désabonner en tout temps grâce au lien présent dans chaque courriel.',
  subscribed: 'Votre alerte est activée. Les nouveaux quarts correspondants seront envoyés à {email}.',
  errors: {
    place: 'Entrez une ville ou un code postal\u00a0: une alerte de quarts envoie les quarts situés à une certaine distance d’un lieu.',
    rate: 'Entrez un taux horaire minimal de 0\u00a0$ à 1\u00a0000\u00a0$.',
    professionalsOnly: 'Les alertes de quarts s’adressent aux professionnels\u00a0: connectez-vous avec un compte professionnel, ou déconnectez-vous pour vous abonner par courriel.',
  },
  email: {
    confirmSubject: 'Confirmez votre alerte de quarts',
    confirmBody: 'On a demandé à {sender} d’envoyer à cette adresse les nouveaux quarts de remplacement ({search}) (fréquence\u00a0: {frequency}).',
  },
  confirmIntro: 'Confirmez pour recevoir les nouveaux quarts de remplacement ({search}) à {email}.',
  confirmDone: 'Votre alerte est activée. Les nouveaux quarts de remplacement correspondant à cette recherche vous seront envoyés par courriel.',
  form: {
    title: 'M’envoyer les nouveaux quarts près de {place}',
    titleNoPlace: 'M’envoyer les nouveaux quarts près d’un lieu',
    intro: 'Nous vous envoyons par courriel les nouveaux quarts ouverts dans le rayon choisi, seulement lorsqu’un nouveau quart correspond.',
    near: 'Ville ou code postal',
    km: 'Distance',
    within: 'À {km, number} km ou moins',
    positionType: 'Type de poste',
    anyPosition: 'Tout poste',
    minRate: 'Taux horaire minimal ($)',
    submit: 'M’envoyer les nouveaux quarts',
    submitting: 'Enregistrement…',
  },
  digest: {
    subject: '{count, plural, one {# nouveau quart} other {# nouveaux quarts}}\u00a0: {search}',
    intro: 'De nouveaux quarts de remplacement sur {siteName} correspondent à votre alerte ({search})\u00a0:',
    rate: '{amount} de l’heure',
    distance: 'à {km, number} km',
    view: 'Voir le quart\u00a0: {link}',
    more: '{capped, select, true {Plus de {n, number} autres quarts correspondent} other {{n, plural, one {# autre quart correspond} other {# autres quarts correspondent}}}} à votre alerte. Voyez-les tous sur la page des quarts\u00a0:',
    address: 'L’adresse exacte est indiquée une fois votre demande confirmée par l’établissement.',
    why: 'Vous recevez ce courriel parce que {email} a demandé à {siteName} les nouveaux quarts de remplacement et l’a confirmé. Nous l’envoyons {frequency, select, hourly {à mesure que des quarts sont publiés, au plus une fois l’heure} daily {au plus une fois par jour} other {au plus une fois par semaine}}, et seulement lorsqu’un nouveau quart correspond.',
  },
  account: {
    browse: 'Parcourir les quarts',
  },
} as const
