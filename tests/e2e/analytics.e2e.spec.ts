import { expect, test } from '@playwright/test'

import { english, fr } from '../support/copy'
import { e2e } from './config'
import { adminRequest, createActiveJob, useAdminSession } from './helpers'

const t = english('analytics')

/* Posting analytics (docs/analytics.md) in a real browser: the cached page's beacon, and the charts with their tables. */

test('a posting’s page reports its view with sendBeacon, answered 204', async ({ page, playwright }) => {
  const admin = await adminRequest(playwright)
  const id = await createActiveJob(admin, `Analytics beacon ${Date.now()}`)
  await admin.dispose()
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/analytics/events') && r.method() === 'POST')
  await page.goto(`/jobs/${id}`)
  const request = await sent
  expect(JSON.parse(request.postData() ?? '{}')).toEqual({ events: [{ type: 'view', posting: id }] })
  expect((await request.response())?.status()).toBe(204)
})

test('the site’s server answers reports itself: a bad or oversized one is a 400 in the page’s language, a good one 204', async ({ request }) => {
  const bad = await request.post('/api/analytics/events', { data: '{"events":[{"type":"like","posting":1}]}', headers: { 'content-type': 'text/plain', referer: `${e2e.baseURL}/fr/find-work` } })
  expect(bad.status()).toBe(400)
  expect(((await bad.json()) as { error: string }).error).toBe(fr('analytics.badReport'))
  const big = await request.post('/api/analytics/events', { data: `{"events":[${'{"type":"view","posting":1},'.repeat(300)}]}`, headers: { 'content-type': 'text/plain' } })
  expect(big.status()).toBe(400)
  const good = await request.post('/api/analytics/events', { data: '{"events":[{"type":"impression","posting":1}]}', headers: { 'content-type': 'text/plain', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140' } })
  expect(good.status()).toBe(204)
})

test('the admin’s Analytics tab draws two charts, each with its numbers as a table', async ({ page }) => {
  await useAdminSession(page)
  await page.goto('/admin?tab=analytics')
  await expect(page.getByRole('tab', { name: t('tab') })).toHaveAttribute('aria-selected', 'true')
  await expect(page.locator('.recharts-wrapper')).toHaveCount(2)
  for (const title of [t('activityTitle'), t('funnelTitle')]) {
    await expect(page.getByRole('table', { name: t('weeksCaption', { title, weeks: 26 }) })).toHaveCount(1)
  }
  await expect(page.getByRole('link', { name: t('exportCsv') })).toHaveAttribute('href', '/api/analytics/site.csv?weeks=52')
})
