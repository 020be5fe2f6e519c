import { collegeById } from '@/domain/profiles/colleges'
import { languageOf } from '@/i18n/locale'

/** A college's name in the page's language (its id when unknown). */
export const collegeName = (id: string | null | undefined, locale: string) => {
  const college = collegeById(id)
  return college ? college.name[languageOf(locale as never)] : (id ?? '')
}
