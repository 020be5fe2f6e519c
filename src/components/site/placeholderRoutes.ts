import { messages } from '@/i18n'

type PageKey = keyof typeof messages.pages

/** Routes of the product whose screens arrive in later releases, with their page titles. */
export const placeholderRoutes: Record<string, PageKey> = {
  'about': 'about',
  'find-work': 'findWork',
  'candidates': 'findWork',
  'post-job': 'postJob',
  'saved-jobs': 'savedJobs',
  'resume-manager': 'resumeManager',
  'resumes': 'resumeManager',
  'ownership-inquiry': 'ownershipInquiry',
  'ownership': 'ownership',
  'anti-theft': 'antiTheft',
  'terms': 'terms',
  'privacy': 'privacy',
  'career-resources': 'careerResources',
  'employer-resources': 'employerResources',
  'pricing': 'pricing',
  'tech-services': 'techServices',
  'medical-billing': 'medicalBilling',
  'hr-services': 'hrServices',
  'payroll-services': 'payrollServices',
}
