import { useLocale, useTranslations } from 'next-intl'

import { enumLabel } from '@/i18n/enums'
import type { Locale } from '@/i18n/locale'
import type { JobPosting } from '@/payload-types'

import { type Badge, BadgeList } from './BadgeList'

type Badged = Pick<JobPosting, 'isUrgent' | 'positionType' | 'employmentType' | 'experienceLevel' | 'remote'>

/** A posting's badges in the page's language: urgent, its role, its employment, its level, remote. */
export function badgesOf(job: Badged, locale: Locale, labels: { urgent: string; remote: string }): Badge[] {
  const badges: Badge[] = []
  if (job.isUrgent) badges.push({ label: labels.urgent, kind: 'urgent' })
  badges.push({ label: enumLabel(locale, 'positionType', job.positionType), kind: 'role' })
  badges.push({ label: enumLabel(locale, 'employmentType', job.employmentType) })
  if (job.experienceLevel) badges.push({ label: enumLabel(locale, 'experienceLevel', job.experienceLevel) })
  if (job.remote) badges.push({ label: labels.remote, kind: 'remote' })
  return badges
}

export function JobBadges({ job }: { job: Badged }) {
  const t = useTranslations('jobs')
  const locale = useLocale() as Locale
  return <BadgeList badges={badgesOf(job, locale, { urgent: t('urgent'), remote: t('remote') })} label={t('jobType')} />
}
