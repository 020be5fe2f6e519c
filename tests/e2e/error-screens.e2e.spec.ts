import { expect, test } from '@playwright/test'
import pg from 'pg'

import { en, english } from '../support/copy'
import { databaseUrl } from '../support/database'
import { e2e } from './config'
import { adminRequest, createActiveJob, useAdminSession } from './helpers'

const s = english('screenStates')

/**
 * Holds an exclusive lock on a table of the site's database, as a long migration or a stuck
 * transaction would: the site's reads of it wait until `release`.
 */
async function lockTable(table: 'pages' | 'job_postings') {
  const holder = new pg.Client({ connectionString: databaseUrl(e2e.database) })
  const operator = new pg.Client({ connectionString: databaseUrl(e2e.database) })
  await Promise.all([holder.connect(), operator.connect()])
  await holder.query('BEGIN')
  await holder.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`)
  const { rows } = await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
  return {
    /** Cancels the site's reads of the table waiting on the lock (what a statement timeout does); returns how many. */
    async cancelWaiting() {
      const waiting = await operator.query<{ cancelled: boolean }>(
        `SELECT pg_cancel_backend(pid) AS cancelled FROM pg_stat_activity
          WHERE $1 = ANY(pg_blocking_pids(pid)) AND query ILIKE $2`,
        [rows[0].pid, `%from "${table}"%`],
      )
      return waiting.rowCount ?? 0
    },
    async release() {
      await holder.query('ROLLBACK')
      await Promise.all([holder.end(), operator.end()])
    },
  }
}

const richText = (text: string) => ({
  root: {
    type: 'root', format: '', indent: 0, version: 1, direction: 'ltr',
    children: [
      {
        type: 'paragraph', format: '', indent: 0, version: 1, direction: 'ltr', textFormat: 0,
        children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
      },
    ],
  },
})

test('a page whose server render fails shows the site’s error screen; Try Again loads it once the database answers', async ({
  page,
  playwright,
}) => {
  const admin = await adminRequest(playwright)
  const slug = `clinic-hours-${Date.now().toString(36)}`
  const created = await admin.post('/api/pages', {
    data: { title: 'Clinic Hours', slug, _status: 'published', layout: [{ blockType: 'richText', content: richText('Open on Sundays.') }] },
  })
  expect(created.status(), await created.text()).toBe(201)
  await admin.dispose()

  const lock = await lockTable('pages')
  let cancelled = 0
  let requestId = ''
  try {
    const opening = page.goto(`/${slug}`)
    let settled = false
    void opening.then(
      () => (settled = true),
      () => (settled = true),
    )
    // The database gives up on the page's reads while the lock is held.
    while (!settled) {
      cancelled += await lock.cancelWaiting()
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const response = await opening
    expect(response?.status()).toBe(500)
    requestId = response?.headers()['x-request-id'] ?? ''
  } finally {
    await lock.release()
  }
  expect(cancelled).toBeGreaterThan(0)

  // The site's own screen, inside its header and footer; not a blank page or the framework's.
  await expect(page.getByRole('heading', { level: 1, name: s('errorTitle') })).toBeVisible()
  await expect(page.getByText(s('errorBody'))).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByRole('link', { name: s('home') })).toHaveAttribute('href', '/')
  // The failed request's id, as the response and the request log have it, so a user's report finds it.
  expect(requestId).not.toBe('')
  await expect(page.getByText(s('request', { id: requestId }))).toBeVisible()

  await page.getByRole('button', { name: s('tryAgain') }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Clinic Hours' })).toBeVisible()
  await expect(page.getByText('Open on Sundays.')).toBeVisible()
  await expect(page.getByRole('heading', { name: s('errorTitle') })).toHaveCount(0)
})

test('a slow server render shows the loading screen (aria-busy) until the page arrives', async ({ page, playwright }) => {
  // Pages rendered per request stream their loading screen first; Find Work and postings come from
  // the cache and have none (a streamed loading screen would need inline scripts their hash-based
  // policy does not allow, as content pages).
  await useAdminSession(page)
  const admin = await adminRequest(playwright)
  const jobId = await createActiveJob(admin, `Slow Form Pharmacist ${Date.now()}`)
  await admin.dispose()
  const lock = await lockTable('job_postings')
  try {
    // The form looks the posting up (?edit=ID) while the table is locked.
    await page.goto(`/post-job?edit=${jobId}`, { waitUntil: 'commit' })
    const status = page.getByRole('status').filter({ hasText: s('loadingPostJob') })
    await expect(status).toBeVisible()
    await expect(status).toHaveAttribute('aria-busy', 'true')
  } finally {
    await lock.release()
  }
  await expect(page.getByRole('heading', { level: 1, name: en('jobs.postTitle') })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: s('loadingPostJob') })).toHaveCount(0)
})
