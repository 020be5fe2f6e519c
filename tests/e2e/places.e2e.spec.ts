import { expect, test } from '@playwright/test'

import { translator } from '@/i18n/translator'

import { createVerifiedAccount, expectSignedIn, signIn } from './helpers'

/*
 * Places in the Post a Job form (docs/places.md): cities are suggested as the location is typed, and
 * a place the gazetteer does not know is pointed out once the employer leaves the field, in each language.
 */

const en = translator('en-CA')
const fr = translator('fr-CA')

test('the form suggests cities as the location is typed, and says when a place is unknown', async ({ page }) => {
  const employer = await createVerifiedAccount(page.request, { accountType: 'employer', label: 'places' })
  await signIn(page.request, employer.email, employer.password)

  await page.goto('/post-job')
  await expectSignedIn(page, employer.email)
  const form = page.getByRole('form', { name: en('jobs.postTitle') })
  const location = form.getByLabel(en('jobs.fields.location')).first()
  const warning = form.getByText(en('jobs.placeUnknown'))

  await location.fill('Saskat')
  await expect(form.locator('datalist option[value="Saskatoon, SK"]')).toHaveCount(1)
  await form.getByLabel(en('jobs.fields.province')).selectOption('NB')
  await location.fill('Saint J')
  await expect(form.locator('datalist option').first()).toHaveAttribute('value', 'Saint John, NB')

  await location.fill('Atlantis Springs')
  await location.blur()
  await expect(warning).toBeVisible()
  await expect(location).toHaveAccessibleDescription(en('jobs.placeUnknown'))
  await page.screenshot({ path: 'tests/.artifacts/places-form.png', fullPage: true })

  // A known place, or a remote posting (listed whatever the distance), is not warned about.
  await location.fill('Moncton')
  await expect(warning).toHaveCount(0)
  await location.fill('Remote')
  await location.blur()
  await expect(warning).toHaveCount(0)

  await page.goto('/fr/post-job')
  const formulaire = page.getByRole('form', { name: fr('jobs.postTitle') })
  const lieu = formulaire.getByLabel(fr('jobs.fields.location')).first()
  await lieu.fill('Atlantide')
  await lieu.blur()
  await expect(formulaire.getByText(fr('jobs.placeUnknown'))).toBeVisible()
  await lieu.fill('Montreal')
  await expect(formulaire.getByText(fr('jobs.placeUnknown'))).toHaveCount(0)
})
