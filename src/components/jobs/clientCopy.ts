import type { KeyPick } from '@/i18n/ClientMessages'

/**
 * The copy the job screens' client parts (BackToResults, CompanyName, SaveJobButton, ApplyButton,
 * SaveSearch) show or say before any dialog opens: Find Work and job pages give the browser these
 * keys only, and each dialog brings its own (withSections). tests/unit/client-copy.unit.spec.ts
 * checks this list against every client component those pages render.
 */
export const JOB_SCREEN_COPY = {
  jobs: ['backToResults', 'browseOthers', 'confidential', 'privacyNotice', 'save', 'saveSignIn', 'saveSignInBody', 'saveError', 'savedToast', 'unsavedToast', 'unsaveError', 'alreadySaved', 'alreadySavedBody'],
  alerts: ['saveSearch'],
  applications: ['apply', 'applyTitle', 'signIn', 'signInTitle', 'signInBody'],
} as const satisfies KeyPick

