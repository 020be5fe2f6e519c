/*
 * The employer notices' rules that screens share with the server (notices.ts): when a posting's
 * listing end is near, what counts as "this week's" applicants, and where a posting sits in the
 * employer workspace. Pure functions, so the workspace shows what the emails say.
 */

const DAY_MS = 24 * 60 * 60 * 1000

/** How long before a listing ends its reminder goes (and the workspace shows the countdown). */
const REMINDER_DAYS = 7
/** The span a digest covers, and the workspace's "this week": the seven days before now. */
const DIGEST_DAYS = 7

/** Whole days left before `until` (a posting ending in 6 days and 3 hours has 7 days to go). */
export const daysLeft = (until: Date | string, now = new Date()) => Math.max(0, Math.ceil((new Date(until).getTime() - now.getTime()) / DAY_MS))

/** When the reminder window opens for a listing that ends at `until`, and when the digest's week began. */
export const reminderFrom = (now: Date) => new Date(now.getTime() + REMINDER_DAYS * DAY_MS)
export const weekBefore = (now: Date) => new Date(now.getTime() - DIGEST_DAYS * DAY_MS)

/** Whether an active posting's listing ends within the reminder window. */
export const endsSoon = (posting: { status?: string | null; validThrough?: string | null }, now = new Date()) =>
  posting.status === 'active' && Boolean(posting.validThrough) && new Date(posting.validThrough!) > now && new Date(posting.validThrough!) <= reminderFrom(now)

/** The workspace's anchor for one posting (the reminder links to it). */
export const postingAnchor = (jobId: number) => `posting-${jobId}`
