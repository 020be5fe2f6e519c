import { z } from '@/lib/zod'

import { DEFAULT_RECHECK_DAYS, LICENCE_RESULTS } from './options'

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/

/** A calendar day (YYYY-MM-DD) as a date at noon UTC, so it reads as the same day in every Canadian time zone. */
export const dayToDate = (day: string) => new Date(`${day}T12:00:00.000Z`)
export const dateToDay = (date: Date) => date.toISOString().slice(0, 10)

/** The default next check: a year after this one (the admin picks an earlier day before the registration's renewal). */
export const defaultNextCheck = (checkedAt: Date) => new Date(checkedAt.getTime() + DEFAULT_RECHECK_DAYS * 86_400_000)

const day = (message: string) =>
  z.string().trim().regex(DAY_RE, message).refine((v) => !Number.isNaN(dayToDate(v).getTime()) && dateToDay(dayToDate(v)) === v, message)

/**
 * What an admin records from the register (the queue's form and the recording endpoint): the
 * result, the day checked (not in the future), and the next check (after it; default a year later).
 */
export const licenceCheckSchema = z
  .object({
    result: z.enum(LICENCE_RESULTS, { error: 'licences.resultRequired' }),
    checkedAt: day('licences.checkedAtInvalid'),
    nextCheckAt: day('licences.nextCheckInvalid').optional().or(z.literal('')),
  })
  .superRefine((d, ctx) => {
    const checked = dayToDate(d.checkedAt)
    // A day ahead of UTC's is still "today" somewhere in Canada.
    if (checked.getTime() > Date.now() + 86_400_000) ctx.addIssue({ code: 'custom', message: 'licences.checkedAtFuture', path: ['checkedAt'] })
    if (d.nextCheckAt && dayToDate(d.nextCheckAt).getTime() <= checked.getTime()) {
      ctx.addIssue({ code: 'custom', message: 'licences.nextCheckOrder', path: ['nextCheckAt'] })
    }
  })
