/**
 * The loading and error screens' copy (part of the English catalog). A module of its own so the
 * error screens, which run in the browser, carry only these lines and not the whole catalog.
 */
export const screenStates = {
  errorTitle: 'Something went wrong',
  errorBody: 'This page could not be loaded right now. Please try again in a moment.',
  tryAgain: 'Try Again',
  home: 'Return to Home',
  reference: (digest: string) => `Reference: ${digest}`,
  loadingPage: 'Loading page...',
  loadingPostJob: 'Loading the job form...',
  loadingPreview: 'Loading the preview...',
} as const
