'use client'

import { useTranslations } from 'next-intl'
import { useCallback } from 'react'

import { useAuth } from '@/components/auth/AuthProvider'
import { Alert } from '@/components/ui/Alert'
import { SmartLink } from '@/components/ui/SmartLink'
import { ListStates } from '@/components/ui/ListStates'
import { NoticePanel } from '@/components/ui/StatePanels'
import { useRemote } from '@/components/ui/useRemote'
import type { Team } from '@/domain/companies/team'
import { api, type ApiResult } from '@/lib/api'

import { CompanyDetailsForm } from './CompanyDetailsForm'
import { LogoPanel } from './LogoPanel'
import { TeamPanel } from './TeamPanel'

type Mine = Team | { company: null }

/** /account/company: the employer's company page details and team, or setting one up. */
export function CompanyWorkspace() {
  const t = useTranslations('companies')
  const { user, loading, refresh } = useAuth()
  const employer = Boolean(user?.roles?.includes('employer'))
  const userId = user?.id

  const loadError = t('loadError')
  const load = useCallback((): Promise<ApiResult<Mine>> => api<Mine>('/api/facilities/mine', {}, loadError), [loadError])
  const { state, reload } = useRemote(employer && userId ? load : null)
  const changed = () => {
    void refresh()
    void reload()
  }

  if (loading) return <p role="status">{t('loading')}</p>
  if (!user) return <NoticePanel heading title={t('signInTitle')} body={t('signIn')} link={{ href: '/auth?next=/account/company', label: t('signInLink') }} />
  if (!employer) return <Alert tone="info">{t('employersOnly')}</Alert>
  return (
    <ListStates state={state} loading={t('loading')} error={{ title: t('loadError'), retryLabel: t('tryAgain') }} onRetry={() => void reload()} isEmpty={() => false} empty={null}>
      {(mine) =>
        mine.company === null ? (
          <section aria-labelledby="company-setup" className="space-y-4">
            <h2 id="company-setup" className="text-xl font-semibold text-slate-900">
              {t('setUpTitle')}
            </h2>
            <p className="text-slate-700">{t('setUpBody')}</p>
            <CompanyDetailsForm company={null} editable onSaved={changed} />
          </section>
        ) : (
          <div className="space-y-10">
            <section aria-labelledby="company-details" className="space-y-4">
              <div className="flex flex-wrap items-baseline justify-between gap-3">
                <h2 id="company-details" className="text-xl font-semibold text-slate-900">
                  {t('detailsTitle')}
                </h2>
                {mine.company.slug ? (
                  <SmartLink href={`/employers/${mine.company.slug}`} className="text-sky-800 underline">
                    {t('publicPage')}
                  </SmartLink>
                ) : null}
              </div>
              <CompanyDetailsForm key={mine.company.updatedAt} company={mine.company} editable={(mine as Team).isOwner} onSaved={changed} />
            </section>
            {(mine as Team).isOwner ? <LogoPanel company={mine.company.name} logoUrl={(mine as Team).logoUrl} onChanged={changed} /> : null}
            <TeamPanel team={mine as Team} userId={Number(userId)} onChanged={changed} />
          </div>
        )
      }
    </ListStates>
  )
}
