import { expect, test } from '@playwright/test'

import { english } from '../support/copy'
import { e2e } from './config'
import { mailTo, readMail, uniqueEmail } from './helpers'

const m = english('inquiry')

test('an inquiry from the page: toast, cleared form, and both emails', async ({ page }) => {
  const email = uniqueEmail('inquirer')
  await page.goto('/ownership-inquiry')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Healthcare Ownership Opportunities')
  for (const section of ['Acquisition opportunities', 'Development support']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible()
  }

  const form = page.getByRole('form', { name: m('formHeading') })
  await form.getByLabel(m('fullName')).fill('Sam Owner')
  await form.getByLabel(m('email')).fill(email)
  await form.getByLabel(m('currentRole')).selectOption('nurse_practitioner')
  await form.getByLabel(m('investmentRange')).selectOption('250k-500k')
  await form.getByLabel(m('timeline')).selectOption('immediate')
  await form.getByLabel(m('location')).fill('Halifax, NS')
  await form.getByLabel(m('message')).fill('Interested in a clinic partnership.')
  await form.getByRole('button', { name: m('submit') }).click()

  await expect(page.getByText(m('success'))).toBeVisible()
  await expect(page.getByText(m('successBody'))).toBeVisible()
  await expect(form.getByLabel(m('fullName'))).toHaveValue('')
  await expect(form.getByLabel(m('email'))).toHaveValue('')

  const confirmation = await mailTo(email, m('confirmSubject'))
  expect(confirmation.text).toContain('within 24 hours')
  const staff = (await readMail()).find((mail) => mail.subject === m('staffSubject', { name: 'Sam Owner' }))
  expect(staff?.text).toContain(email)
})

test('the form keeps what was typed and explains a bad email', async ({ page }) => {
  await page.goto('/ownership-inquiry')
  const form = page.getByRole('form', { name: m('formHeading') })
  // Pressed before the page's script has taken the form over, the browser posts it to the page itself
  // (no-script-forms.e2e.spec.ts) and it comes back empty: a person types it again, and so does this.
  await expect(async () => {
    await form.getByLabel(m('fullName')).fill('Typo Person')
    await form.getByLabel(m('email')).fill('typo@')
    await form.getByRole('button', { name: m('submit') }).click()
    await expect(form.getByText(m('emailInvalid'))).toBeVisible({ timeout: 2_000 })
  }).toPass()
  await expect(form.getByLabel(m('fullName'))).toHaveValue('Typo Person')
})

test.describe('REST submissions', () => {
  let ip = 0
  const headers = () => ({ Origin: e2e.baseURL, 'X-Forwarded-For': `198.51.100.${++ip}` })

  test('invalid email → 400 with the message', async ({ request }) => {
    const res = await request.post('/api/ownership-inquiries', { headers: headers(), data: { fullName: 'A', email: 'nope' } })
    expect(res.status()).toBe(400)
    expect(JSON.stringify(await res.json())).toContain(m('emailInvalid'))
  })

  test('honeypot filled → refused', async ({ request }) => {
    const res = await request.post('/api/ownership-inquiries', {
      headers: headers(),
      data: { fullName: 'Bot', email: uniqueEmail('bot'), website: 'spam' },
    })
    expect(res.status()).toBe(400)
  })

  test('more than five from one address in ten minutes → 429 with a clear message', async ({ request }) => {
    const h = headers()
    for (let i = 0; i < 5; i++) {
      const res = await request.post('/api/ownership-inquiries', { headers: h, data: { fullName: `P${i}`, email: uniqueEmail('rl') } })
      expect(res.status()).toBe(201)
    }
    const res = await request.post('/api/ownership-inquiries', { headers: h, data: { fullName: 'P6', email: uniqueEmail('rl') } })
    expect(res.status()).toBe(429)
    expect(JSON.stringify(await res.json())).toContain(m('rateLimited'))
  })

  test('addresses the client prepends to X-Forwarded-For do not make new clients', async ({ request }) => {
    const real = `198.51.100.${++ip}`
    const statuses = []
    for (let i = 0; i < 8; i++) {
      const res = await request.post('/api/ownership-inquiries', {
        headers: { Origin: e2e.baseURL, 'X-Forwarded-For': `203.0.113.${i}, ${real}` },
        data: { fullName: `Spoof ${i}`, email: uniqueEmail('spoof') },
      })
      statuses.push(res.status())
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429])
  })

  test('anonymous visitors cannot read inquiries', async ({ request }) => {
    expect((await request.get('/api/ownership-inquiries')).status()).toBe(403)
  })
})
