import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/*
 * Every request-path Local API call passes the user and `overrideAccess: false`; a read the viewer
 * may not do is typed SQL on `database(req.payload, req)` (docs/sql.md). `overrideAccess: true` is
 * left only where no person's request runs the code, each file with its reason below. Payload's
 * default is `true`, so every Local API call states the flag: one that leaves it out runs as the
 * server without saying so.
 */

const root = path.resolve(import.meta.dirname, '../..')

/** Code that runs with no person's request: seeds, start-up, queue tasks, and the Stripe webhook. */
const SERVER_ONLY: Record<string, string> = {
  'src/domain/content/seed.ts': 'seed script: writes the site content at set-up',
  'src/domain/seed/demo.ts': 'seed script: demo accounts and postings',
  'src/lib/payload/ensureFirstAdmin.ts': 'start-up: creates the first admin before anyone can sign in',
  'src/domain/applications/decisionReminderTask.ts': 'queue task (45-day decision reminders), no request user',
  'src/domain/applications/notifyTask.ts': 'queue task (new-applicant email), no request user',
  'src/domain/auth/accountEmailTask.ts': 'queue tasks (confirmation link resend, password reset) looking an address up, no request user',
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

const LOCAL_API = new Set(['find', 'findByID', 'findGlobal', 'count', 'create', 'update', 'delete', 'updateGlobal'])

/** `x as const`, `(x)`, `x satisfies T` down to x. */
const bare = (node: ts.Expression): ts.Expression =>
  ts.isAsExpression(node) || ts.isParenthesizedExpression(node) || ts.isSatisfiesExpression(node) ? bare(node.expression) : node

/**
 * Whether an options object states `overrideAccess`: written in it, or in an object spread into it
 * that the same file declares (`...asViewer`, `...asViewer(req)` for a `const` object or an arrow
 * returning one).
 */
function statesOverride(node: ts.Expression, declared: Map<string, ts.Expression>): boolean {
  const object = bare(node)
  if (!ts.isObjectLiteralExpression(object)) return false
  return object.properties.some((property) => {
    if (ts.isSpreadAssignment(property)) {
      const spread = bare(property.expression)
      const name = ts.isCallExpression(spread) ? spread.expression : spread
      const value = ts.isIdentifier(name) ? declared.get(name.text) : undefined
      return value !== undefined && statesOverride(value, declared)
    }
    return property.name !== undefined && ts.isIdentifier(property.name) && property.name.text === 'overrideAccess'
  })
}

/** `file:line method` of each Local API call (on `payload` or `req.payload`) that leaves `overrideAccess` out. */
function unstated(file: string, text = readFileSync(path.join(root, file), 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const declared = new Map<string, ts.Expression>()
  const calls: ts.CallExpression[] = []
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const value = bare(node.initializer)
      declared.set(node.name.text, ts.isArrowFunction(value) && !ts.isBlock(value.body) ? value.body : value)
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && LOCAL_API.has(node.expression.name.text)) {
      const receiver = bare(node.expression.expression)
      const named = ts.isIdentifier(receiver) ? receiver.text : ts.isPropertyAccessExpression(receiver) ? receiver.name.text : ''
      if (named === 'payload') calls.push(node)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return calls
    .filter((call) => !(call.arguments[0] && statesOverride(call.arguments[0], declared)))
    .map((call) => `${file}:${source.getLineAndCharacterOfPosition(call.getStart()).line + 1} ${(call.expression as ts.PropertyAccessExpression).name.text}`)
}

describe('Local API calls', () => {
  it('state overrideAccess (left out, Payload runs them as the server)', () => {
    expect(sourceFiles('src').flatMap((file) => unstated(file))).toEqual([])
  })

  it('are found on payload and req.payload, the flag written inline or in a spread object of the file', () => {
    const sample = [
      'const asViewer = (req) => ({ req, user: req.user, overrideAccess: false }) as const',
      "await req.payload.find({ collection: 'users', ...asViewer(req) })",
      "await payload.findGlobal({ slug: 'site-settings', depth: 0, req })",
      "await req.payload\n  .update({ collection: 'users', id, data, ...elsewhere })",
      "await payload.delete({ collection: 'users', where, overrideAccess: true })",
      'items.find((item) => item.id === id)',
    ].join('\n')
    expect(unstated('sample.ts', sample)).toEqual(['sample.ts:3 findGlobal', 'sample.ts:4 update'])
  })
})

describe('overrideAccess: true', () => {
  it('appears only in files listed with a reason', () => {
    expect(found.filter((file) => !(file in SERVER_ONLY))).toEqual([])
  })

  it('lists no file that no longer turns access off', () => {
    expect(Object.keys(SERVER_ONLY).filter((file) => !found.includes(file))).toEqual([])
  })

  it('is gone from the request paths converted to typed SQL or a marked request', () => {
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
      'src/domain/auth/verifyPassword.ts',
      'src/domain/privacy/entries/postings.ts',
      'src/domain/receipts/issue.ts',
      'src/domain/payments/refund.ts',
      'src/domain/shifts/bookingPayment.ts',
      'src/domain/privacy/entries/account.ts',
      'src/domain/alerts/consent.ts',
      'src/domain/alerts/confirm.ts',
      'src/domain/alerts/unsubscribe.ts',
      'src/domain/alerts/subscribe.ts',
      'src/domain/privacy/erase.ts',
      'src/domain/privacy/entries/resumes.ts',
      'src/domain/jobs/lifecycle.ts',
      'src/domain/jobs/archive.ts',
      'src/domain/privacy/entries/credentials.ts',
      'src/domain/privacy/entries/simple.ts',
      'src/collections/ProfessionalProfiles/hooks.ts',
      'src/domain/privacy/entries/alerts.ts',
      'src/domain/privacy/entries/shared.ts',
    ]
    expect(converted.filter((file) => found.includes(file) || file in SERVER_ONLY)).toEqual([])
  })
})
