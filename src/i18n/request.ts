import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import { catalogueOf, formats, TIME_ZONE } from './catalogues'
import { routing } from './routing'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  return { locale, messages: catalogueOf(locale), formats, timeZone: TIME_ZONE }
})
