import { messages } from '@/i18n'

type PageKey = keyof typeof messages.pages

/** Feature routes whose screens arrive in later releases, with their page titles. */
export const placeholderRoutes: Record<string, PageKey> = {
  'find-work': 'findWork',
  'candidates': 'findWork',
  'post-job': 'postJob',
  'saved-jobs': 'savedJobs',
  'resume-manager': 'resumeManager',
  'resumes': 'resumeManager',
}
