/**
 * The loading, error and 404 screens' copy (the catalogue's `screenStates` and `notFound` sections)
 * in both languages. A module of its own so the error and 404 screens, which render without
 * next-intl's client runtime (content pages do not carry it), hold only these lines and not the
 * whole catalogue. en.ts and fr.ts take these sections from here; same typography rules as fr.ts.
 */
export const screenStatesEn = {
  errorTitle: 'Something went wrong',
  errorBody: 'This page could not be loaded right now. Please try again in a moment.',
  tryAgain: 'Try Again',
  home: 'Return to Home',
  reference: 'Reference: {digest}',
  request: 'Request: {id}',
  loadingPage: 'Loading page...',
  loadingPostJob: 'Loading the job form...',
  loadingPreview: 'Loading the preview...',
  notifications: 'Notifications',
  closeNotification: 'Close notification',
} as const

export const screenStatesFr = {
  errorTitle: 'Un problème est survenu',
  errorBody: 'Impossible de charger cette page pour le moment. Veuillez réessayer dans un instant.',
  tryAgain: 'Réessayer',
  home: 'Retour à l’accueil',
  reference: 'Référence : {digest}',
  request: 'Requête : {id}',
  loadingPage: 'Chargement de la page…',
  loadingPostJob: 'Chargement du formulaire d’offre…',
  loadingPreview: 'Chargement de l’aperçu…',
  notifications: 'Notifications',
  closeNotification: 'Fermer la notification',
} as const satisfies Record<keyof typeof screenStatesEn, string>

export const notFoundEn = {
  title: 'Oops! Page not found',
  body: 'The page you are looking for does not exist or has moved.',
  home: 'Return to Home',
} as const

export const notFoundFr = {
  title: 'Oups ! Page introuvable',
  body: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  home: 'Retour à l’accueil',
} as const satisfies Record<keyof typeof notFoundEn, string>

/** Both sections in a locale's language. */
export const screenCopy = (locale: string) =>
  locale === 'fr-CA' ? { screenStates: screenStatesFr, notFound: notFoundFr } : { screenStates: screenStatesEn, notFound: notFoundEn }
