import type { PayloadRequest } from 'payload'

import { accommodationNotice, companyTexts } from '@/domain/companies/accommodation'
import { languageOf } from '@/i18n/locale'
import { requestLocale } from '@/i18n/requestLanguage'
import { HttpError } from '@/lib/http'

import { namesCompany } from './listing'
import type { QuestionKind } from './screening'

/** A question as the apply dialog asks it (never its required answer). */
export type AskedQuestion = { id: string; kind: QuestionKind; question: string; options: string[] }

/**
 * What the apply dialog shows beside the resume and cover letter of posting `id`: its screening
 * questions and the accommodation notice in the request's language. Read as the viewer; a posting
 * they may not read is a 404.
 */
export async function applyForm(req: PayloadRequest, id: number): Promise<{ questions: AskedQuestion[]; accommodation: string }> {
  const job = await req.payload
    // The whole posting: a select leaves the choices (text rows of the posting) out.
    .findByID({ collection: 'job-postings', id, depth: 0, user: req.user, overrideAccess: false, req })
    .catch(() => null)
  if (!job) throw new HttpError('jobs.notFound', 404)
  const questions = (job.screeningQuestions ?? []).map((q) => ({
    id: String(q.id),
    kind: q.kind as QuestionKind,
    question: q.question,
    options: q.kind === 'choice' ? (q.options ?? []) : [],
  }))
  const company = namesCompany(job) ? await companyTexts(req, job.facility) : null
  return { questions, accommodation: accommodationNotice(job, company, languageOf(requestLocale(req))) }
}
