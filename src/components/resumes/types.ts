import type { Resume } from '@/payload-types'

/** The resume fields the screens show. */
export type ResumeItem = Pick<Resume, 'id' | 'categoryName' | 'positionType' | 'originalFilename' | 'fileSize' | 'uploadedAt'> & {
  owner?: number | { id: number } | null
}

export const RESUME_LIST_QUERY = '/api/resumes?depth=0&sort=-uploadedAt&limit=100'
