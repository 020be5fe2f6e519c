import type { formats } from './catalogues'
import type en from './messages/en'
import type { Locale } from './locale'

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: typeof en
    Formats: typeof formats
  }
}
