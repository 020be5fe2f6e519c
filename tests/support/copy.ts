import { createTranslator, type NamespaceKeys, type NestedKeyOf } from 'next-intl'

import { catalogueOf, formats, TIME_ZONE, type AppMessages } from '@/i18n/catalogues'
import type { Locale } from '@/i18n/locale'

/**
 * The site's copy as tests expect to see it: the catalogue rendered the way the site renders it
 * (same formats, Toronto time). Keys and ICU arguments are checked against the English catalogue.
 *
 *   const m = english('applications')
 *   m('applyTitle', { title })              // "Apply for …"
 *   en('nav.signIn')                        // full keys
 *   french('jobs')('posted', { date })      // the same message in fr-CA
 */
type Namespace = NamespaceKeys<AppMessages, NestedKeyOf<AppMessages>>

const copyIn = <N extends Namespace = never>(locale: Locale, namespace?: N) =>
  createTranslator({ locale, messages: catalogueOf(locale), formats, timeZone: TIME_ZONE, namespace })

/** English (en-CA) copy, optionally of one namespace (`english('jobs.fields')`). */
export const english = <N extends Namespace = never>(namespace?: N) => copyIn<N>('en-CA', namespace)

/** Canadian French (fr-CA) copy, optionally of one namespace. */
export const french = <N extends Namespace = never>(namespace?: N) => copyIn<N>('fr-CA', namespace)

/** The whole English catalogue by full key: `en('auth.signInTitle')`. */
export const en = english()

/** The whole French catalogue by full key: `fr('auth.signInTitle')`. */
export const fr = french()
