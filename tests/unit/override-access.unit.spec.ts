import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/*
 * Every request-path Local API call passes the user and `overrideAccess: false`; a read the viewer
 * may not do is typed SQL on `database(req.payload, req)` (docs/sql.md). `overrideAccess: true` is
 * left only where no person's request runs the code, each file with its reason below.
 */

const root = path.resolve(import.meta.dirname, '../..')

/** Code that runs with no person's request: seeds, start-up, queue tasks, and the Stripe webhook. */
const SERVER_ONLY: Record<string, string> = {
  'src/domain/content/seed.ts': 'seed script: writes the site content at set-up',
  'src/domain/seed/demo.ts': 'seed script: demo accounts and postings',
  'src/lib/payload/ensureFirstAdmin.ts': 'start-up: creates the first admin before anyone can sign in',
  'src/domain/applications/decisionReminderTask.ts': 'queue task (45-day decision reminders), no request user',
  'src/domain/applications/notifyTask.ts': 'queue task (new-applicant email), no request user',
  'src/domain/auth/resendVerificationTask.ts': 'queue task (verification email resend), no request user',
  'src/domain/google/indexingTask.ts': 'queue task (Google Indexing API notices), no request user',
  'src/domain/inquiries/notifyTask.ts': 'queue task (ownership inquiry email), no request user',
  'src/domain/privacy/retentionTask.ts': 'queue task (retention schedule), no request user',
  'src/domain/jobs/notices.ts': 'queue tasks (expiry reminders, weekly applicant digests), no request user',
  'src/domain/profiles/verification.ts': 'queue task (licence re-checks due), no request user',
  'src/domain/interviews/task.ts': 'queue task (interview reminders, the ended interview recorded), no request user',
  'src/domain/payments/webhook.ts': "Stripe's webhook: a signed server-to-server call with no user (DESIGN.md)",
  'src/collections/JobPostings/hooks/removeDependents.ts': 'postings are deleted only by the retention task (delete access is closed to everyone)',
  'src/domain/companies/postingCompany.ts': 'only the branch without a signed-in creator (seeds); a signed-in employer creates as themselves',
}

/**
 * Request paths still running as the server, each to move to typed SQL or a marked request. The
 * list only shrinks: a file leaves it when its last call is converted (the test says so).
 */
const PENDING: Record<string, string> = {
  'src/domain/alerts/confirm.ts': 'anonymous confirmation link: finds the alert by token and activates it through Payload (its hooks)',
  'src/domain/alerts/consent.ts': 'consent records written by the alert flows; nobody may write them through the API',
  'src/domain/alerts/subscribe.ts': 'anonymous or signed-in subscribe: alert rows written through Payload so its hooks keep the search key',
  'src/domain/alerts/unsubscribe.ts': 'signed unsubscribe link: reads and updates the alert with no session',
  'src/domain/jobs/archive.ts': "archiving writes server-only fields through Payload so the posting's hooks run",
  'src/domain/jobs/lifecycle.ts': "the claimed status move writes server-only fields through Payload so the posting's hooks run",
  'src/domain/payments/refund.ts': 'the refund ledger row on an admin\'s rejection; nobody may create payments through the API',
  'src/collections/ProfessionalProfiles/hooks.ts': 'evidence deleted through Payload so its stored file goes too',
  'src/domain/privacy/erase.ts': "account deletion, allowed first (the person's password, an admin)",
  'src/domain/privacy/entries/account.ts': 'privacy export/erasure entry, run after the request was allowed',
  'src/domain/privacy/entries/alerts.ts': 'privacy export/erasure entry, run after the request was allowed',
  'src/domain/privacy/entries/postings.ts': 'privacy export/erasure entry, run after the request was allowed',
  'src/domain/privacy/entries/resumes.ts': 'privacy export/erasure entry (resume files go through Payload)',
  'src/domain/privacy/entries/shared.ts': 'privacy export/erasure entry, run after the request was allowed',
  'src/domain/privacy/entries/simple.ts': 'privacy export/erasure entry, run after the request was allowed',
  'src/domain/auth/verifyPassword.ts': "sign-in style check of the account's password hash (docs/sql.md)",
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(rel)
    return /\.tsx?$/.test(entry.name) ? [rel] : []
  })
}

/** Lines of code (not comments) that turn access off. */
const overrides = (file: string) =>
  readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .filter((line) => /overrideAccess:\s*true/.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line))

const found = sourceFiles('src').filter((file) => overrides(file).length > 0)

describe('overrideAccess: true', () => {
  it('appears only in files listed with a reason', () => {
    expect(found.filter((file) => !(file in SERVER_ONLY) && !(file in PENDING))).toEqual([])
  })

  it('lists no file that no longer turns access off', () => {
    expect([...Object.keys(SERVER_ONLY), ...Object.keys(PENDING)].filter((file) => !found.includes(file))).toEqual([])
  })

  it('is gone from the request paths converted to typed SQL', () => {
    const converted = [
      'src/collections/ApplicationMessages/access.ts',
      'src/collections/Applications/hooks.ts',
      'src/collections/Applications/markRequirements.ts',
      'src/collections/JobAlerts/hooks.ts',
      'src/domain/pipeline/tags.ts',
      'src/domain/pipeline/statusEmail.ts',
      'src/domain/messages/notice.ts',
      'src/domain/interviews/emails.ts',
      'src/domain/email/language.ts',
      'src/domain/account/emailPreferences.ts',
      'src/domain/jobs/notifications.ts',
      'src/domain/jobs/postingLawCheck.ts',
      'src/domain/privacy/retention.ts',
      'src/domain/privacy/subject.ts',
      'src/domain/profiles/emails.ts',
    ]
    expect(converted.filter((file) => found.includes(file) || file in SERVER_ONLY || file in PENDING)).toEqual([])
  })
})
