import { messages } from '@/i18n'

type PageKey = keyof typeof messages.pages

/** Feature routes whose screens arrive in later releases, with their page titles. */
export const placeholderRoutes: Record<string, PageKey> = {
  'resume-manager': 'resumeManager',
  'resumes': 'resumeManager',
}
