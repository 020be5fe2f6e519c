'use client'

import { toast } from '@/components/ui/toast'
import { useLocale, useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { collegeName } from '@/components/profile/collegeName'
import type { LicencesTab } from '@/domain/admin/listTabs'
import { dateToDay, defaultNextCheck } from '@/domain/profiles/checkSchema'
import { registerLink } from '@/domain/profiles/colleges'
import { QUEUE_SORT } from '@/domain/profiles/licenceQueue'
import { LICENCE_RESULTS, LICENCE_STATUSES, type LicenceResult, type LicenceStatus } from '@/domain/profiles/options'
import { useEnumLabel } from '@/i18n/useEnumLabel'
import { errorMessage, pageLanguageHeaders } from '@/lib/api'
import type { ProfessionalProfile, User } from '@/payload-types'

import { AdminList } from './AdminList'

/** Sends one recorded check (multipart: the evidence file rides along). */
async function recordCheck(id: number, form: FormData, fallback: string): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    const res = await fetch(`/api/professional-profiles/${id}/licence-check`, { method: 'POST', body: form, credentials: 'include', headers: pageLanguageHeaders() })
    if (res.ok) return { ok: true }
    return { ok: false, message: errorMessage(await res.json().catch(() => null), fallback) }
  } catch {
    return { ok: false, message: fallback }
  }
}

/** One licence in the queue: who, which licence, the register, and the form that records the result. */
function QueueRow({ profile, onRecorded }: { profile: ProfessionalProfile; onRecorded: () => void }) {
  const t = useTranslations('licences')
  const locale = useLocale()
  const enumLabel = useEnumLabel()
  const ids = { checked: useId(), next: useId(), evidence: useId() }
  const today = dateToDay(new Date())
  const [checkedAt, setCheckedAt] = useState(today)
  const [nextCheckAt, setNextCheckAt] = useState(dateToDay(defaultNextCheck(new Date(`${today}T12:00:00Z`))))
  const [evidence, setEvidence] = useState<File | null>(null)
  const [busy, setBusy] = useState(false)
  const person = typeof profile.user === 'object' ? (profile.user as User) : null
  const link = registerLink(profile.licenseCollege, profile.licenseNumber)
  const prefilled = Boolean(link && link.includes(encodeURIComponent(profile.licenseNumber ?? '')) && profile.licenseNumber)
  const recheck = profile.licenceStatus !== 'unverified' && Boolean(profile.checkedAt)

  const record = async (result: LicenceResult) => {
    setBusy(true)
    const form = new FormData()
    form.set('result', result)
    form.set('checkedAt', checkedAt)
    form.set('nextCheckAt', nextCheckAt)
    if (evidence) form.set('evidence', evidence)
    const res = await recordCheck(profile.id, form, t('unexpected'))
    setBusy(false)
    if (!res.ok) return void toast.error(`${t('recordFailed')}: ${res.message}`)
    toast.success(`${t('recorded')}: ${t('recordedBody', { name: person?.fullName || person?.email || `#${profile.id}`, result: t(`results.${result}`) })}`)
    onRecorded()
  }

  return (
    <tr>
      <td>
        <strong>{person?.fullName || '—'}</strong>
        <div className="hsm-dash__muted">{person?.email}</div>
        <div className="hsm-dash__muted">
          <span className="hsm-badge">{recheck ? t('recheck') : t('newLicence')}</span>
        </div>
        {profile.queuedAt ? <div className="hsm-dash__muted">{t('queuedSince', { date: new Date(profile.queuedAt) })}</div> : null}
      </td>
      <td>
        <strong>{profile.licenseCollege ? collegeName(profile.licenseCollege, locale) : t('unknownCollege')}</strong>
        <div className="hsm-dash__muted">
          {enumLabel('province', profile.licenseProvince)} · {profile.licenseNumber} · {profile.licenseType}
        </div>
        {recheck && profile.checkedAt ? (
          <div className="hsm-dash__muted">
            {t('lastResult', { status: t(`statuses.${profile.licenceStatus ?? 'unverified'}`), date: new Date(profile.checkedAt) })}
          </div>
        ) : null}
        {link ? (
          <a href={link} target="_blank" rel="noopener noreferrer">
            {prefilled ? t('openRegisterPrefilled') : t('openRegister')}
          </a>
        ) : null}
      </td>
      <td>
        <div className="hsm-queue__form">
          <label htmlFor={ids.checked}>{t('checkedAt')}</label>
          <input id={ids.checked} type="date" value={checkedAt} max={today} onChange={(e) => setCheckedAt(e.target.value)} />
          <label htmlFor={ids.next}>{t('nextCheckAt')}</label>
          <input id={ids.next} type="date" value={nextCheckAt} min={checkedAt} onChange={(e) => setNextCheckAt(e.target.value)} />
          <label htmlFor={ids.evidence}>{t('evidence')}</label>
          <input id={ids.evidence} type="file" accept="application/pdf,image/png,image/jpeg" onChange={(e) => setEvidence(e.target.files?.[0] ?? null)} />
          <div className="hsm-dash__actions">
            {LICENCE_RESULTS.map((result) => (
              <button
                key={result}
                type="button"
                className={result === 'verified' ? 'btn-primary' : 'btn-secondary'}
                disabled={busy}
                aria-label={`${t('recordAs', { result: t(`results.${result}`) })} (${person?.fullName || person?.email || profile.licenseNumber})`}
                onClick={() => void record(result)}
              >
                {t(`results.${result}`)}
              </button>
            ))}
          </div>
        </div>
      </td>
    </tr>
  )
}

/**
 * The licence verification queue (new and changed licences, and those due for their re-check), 25 a
 * page (read on the server), oldest first: by status with each one's count, the days each joined the
 * queue and a search; each row records its check, and the page is read again after it.
 */
export function LicenceQueuePanel({ path, state, list }: LicencesTab & { path: string }) {
  const t = useTranslations('licences')
  const router = useRouter()
  return (
    <div>
      <p className="hsm-dash__muted">{t('intro')}</p>
      <AdminList
        path={path}
        state={state}
        list={list}
        defaultSort={QUEUE_SORT}
        emptyText={t('empty')}
        facet={{
          param: 'status',
          values: LICENCE_STATUSES,
          labels: Object.fromEntries(LICENCE_STATUSES.map((status) => [status, t(`statuses.${status}`)])) as Record<LicenceStatus, string>,
          label: t('byStatus'),
        }}
        searchLabel={t('search')}
        pagesLabel={t('pages')}
        columns={[t('columnProfessional'), t('columnLicence'), t('columnRecord')]}
        row={(profile) => <QueueRow key={profile.id} profile={profile} onRecorded={() => router.refresh()} />}
      />
    </div>
  )
}
