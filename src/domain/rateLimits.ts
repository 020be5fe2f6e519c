import { createHash } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { siteMetrics } from '@/framework/metrics.mjs'
import { counter } from '@/lib/rateLimit'

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE

type Limit = { limit: number; windowMs: number }

/**
 * Every rate limit of the site in one table. Requests that send email are counted per caller
 * network and per target address, so neither one network nor many networks can flood an inbox.
 * Counters are kept per limit and digests of its parts (limitKey), in Redis when configured, else
 * in the database (lib/rateLimit.ts, rate-limiter-flexible).
 */
export const RATE_LIMITS = {
  signUpPerNetwork: { limit: 10, windowMs: HOUR },
  signUpPerEmail: { limit: 3, windowMs: HOUR },
  resetPerNetwork: { limit: 10, windowMs: HOUR },
  resetPerEmail: { limit: 3, windowMs: HOUR },
  resendPerNetwork: { limit: 10, windowMs: HOUR },
  resendPerEmail: { limit: 3, windowMs: HOUR },
  changeEmailPerAccount: { limit: 5, windowMs: HOUR },
  changeEmailPerTarget: { limit: 3, windowMs: HOUR },
  /** "Save this search" (job alerts, docs/alerts.md): a confirmation email to an address the caller chooses. */
  alertSubscribePerNetwork: { limit: 20, windowMs: HOUR },
  alertSubscribePerEmail: { limit: 5, windowMs: HOUR },
  /** Invitations a company's owner sends (each one an email to an address they choose). */
  invitationsPerCompany: { limit: 30, windowMs: HOUR },
  /** Failed sign-ins: per (account email, network), so a stranger elsewhere cannot lock the owner out… */
  signInPerEmailNetwork: { limit: 5, windowMs: 10 * MINUTE },
  /** …and per network, so one network cannot try many accounts. */
  signInPerNetwork: { limit: 30, windowMs: 10 * MINUTE },
  /** Ownership inquiries: each mails the inquirer a confirmation, so per address as well as per network. */
  inquiryPerNetwork: { limit: 5, windowMs: 10 * MINUTE },
  inquiryPerEmail: { limit: 3, windowMs: HOUR },
  /**
   * Resume files stored, by every way one is (Resume Manager and apply): per account, or per network
   * for guests, so storage cannot be filled anonymously, nor by applying and withdrawing over and over.
   */
  uploadsPerAccount: { limit: 30, windowMs: 10 * MINUTE },
  uploadsPerGuestNetwork: { limit: 10, windowMs: 10 * MINUTE },
  /**
   * Messages in an application's thread (docs/messages.md), each one an email to the other side:
   * per author and thread, so one conversation cannot flood an inbox, and per author overall.
   */
  messagesPerThread: { limit: 20, windowMs: HOUR },
  messagesPerAccount: { limit: 100, windowMs: HOUR },
  /** Steps of an application's interview (docs/pipeline.md, Interviews), each one an email: per account and application. */
  interviewSteps: { limit: 20, windowMs: HOUR },
  /** Steps on one relief shift (docs/shifts.md), most of them an email: per account and shift. */
  shiftSteps: { limit: 20, windowMs: HOUR },
} satisfies Record<string, Limit>

export type LimitName = keyof typeof RATE_LIMITS

const digest = (part: string) => createHash('sha256').update(part).digest('hex').slice(0, 32)

/**
 * A counter key: the limit's name and digests of its parts, so keys stay short whatever the
 * input and the counters table never holds an email address.
 */
export const limitKey = (name: LimitName, ...parts: string[]) => [name, ...parts.map(digest)].join(':')

/**
 * Counts one use against each check in order and stops at the first one over its limit, so a
 * refused request never uses up a later counter (and parallel requests pass exactly `limit`).
 */
export async function withinLimits(_req: PayloadRequest, checks: [LimitName, ...string[]][]): Promise<boolean> {
  for (const [name, ...parts] of checks) {
    if (!(await counter(RATE_LIMITS[name]).consume(limitKey(name, ...parts)))) {
      siteMetrics().rateLimitRefusals.inc({ limit: name })
      return false
    }
  }
  return true
}

/** Forgets one counter of a limit (e.g. failed sign-ins once the right password is given). */
export const forgetUses = (name: LimitName, ...parts: string[]) => counter(RATE_LIMITS[name]).reset(limitKey(name, ...parts))

/** Gives back one use of a limit (e.g. a sign-in that turned out not to be a failure). */
export const giveBackUse = (name: LimitName, ...parts: string[]) => counter(RATE_LIMITS[name]).release(limitKey(name, ...parts))
