import { HttpError } from '@/lib/http'
import { answerFits, meetsRequired, type ScreeningQuestion } from '@/domain/jobs/screening'

/** An answer as the application keeps it: the question's words as asked, so later edits never change what was answered. */
export type StoredAnswer = { questionId: string; question: string; answer: string }

/**
 * The answers sent with an application (a JSON list of `{ question, answer }`, question ids), checked
 * against the posting's questions: every question answered once with an answer it accepts, nothing
 * else. Each refusal is a 400 naming what is wrong; a wrong required answer is no refusal.
 */
export function readScreeningAnswers(questions: ScreeningQuestion[], raw: string): StoredAnswer[] {
  const bad = (key: 'screening.answersInvalid' | 'screening.unknownQuestion' | 'screening.answerMissing' | 'screening.answerInvalid', question?: string) =>
    new HttpError(key, 400, 'applications.failed', question ? { question } : undefined)
  let sent: unknown = []
  if (raw.trim()) {
    try {
      sent = JSON.parse(raw)
    } catch {
      throw bad('screening.answersInvalid')
    }
  }
  if (!Array.isArray(sent) || sent.length > questions.length + 10) throw bad('screening.answersInvalid')
  const given = new Map<string, string>()
  for (const item of sent) {
    const { question, answer } = (item ?? {}) as { question?: unknown; answer?: unknown }
    if (typeof question !== 'string' || typeof answer !== 'string' || given.has(question)) throw bad('screening.answersInvalid')
    if (!questions.some((q) => q.id === question)) throw bad('screening.unknownQuestion')
    given.set(question, answer.trim())
  }
  return questions.map((q) => {
    const answer = given.get(String(q.id))
    if (!answer) throw bad('screening.answerMissing', String(q.question))
    if (!answerFits(q, answer)) throw bad('screening.answerInvalid', String(q.question))
    return { questionId: String(q.id), question: String(q.question), answer }
  })
}

/** Whether the answers meet every required answer of the questions (questions without one, and postings without any, always do). */
export const meetsRequirements = (questions: ScreeningQuestion[], answers: readonly Partial<StoredAnswer>[] | null | undefined) =>
  questions.every((q) => meetsRequired(q, answers?.find((a) => a.questionId === q.id)?.answer))
