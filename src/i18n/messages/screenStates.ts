/**
 * The loading and error screens' copy (the catalogue's `screenStates` section) in both languages.
 * A module of its own so the root error screen (src/app/global-error.tsx), which renders without
 * the site's layout and its messages, carries only these lines and not the whole catalogue.
 * en.ts and fr.ts take their `screenStates` from here; same typography rules as fr.ts.
 */
export const screenStatesEn = {
  errorTitle: 'Something went wrong',
  errorBody: 'This page could not be loaded right now. Please try again in a moment.',
  tryAgain: 'Try Again',
  home: 'Return to Home',
  reference: 'Reference: {digest}',
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
  loadingPage: 'Chargement de la page…',
  loadingPostJob: 'Chargement du formulaire d’offre…',
  loadingPreview: 'Chargement de l’aperçu…',
  notifications: 'Notifications',
  closeNotification: 'Fermer la notification',
} as const satisfies Record<keyof typeof screenStatesEn, string>
