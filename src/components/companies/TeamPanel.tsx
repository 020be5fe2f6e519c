'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { TextField } from '@/components/ui/TextField'
import { toast } from '@/components/ui/toast'
import type { Team } from '@/domain/companies/team'
import { useZodMessage } from '@/i18n/useZodMessage'
import { api } from '@/lib/api'

/** The company's members (the owner removes them, a member leaves) and, for the owner, invitations. */
export function TeamPanel({ team, userId, onChanged }: { team: Team; userId: number; onChanged: () => void }) {
  const t = useTranslations('companies')
  const text = useZodMessage()
  const [email, setEmail] = useState('')
  const [inviteError, setInviteError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const act = async (path: string, method: string, body?: unknown) => {
    setBusy(true)
    const res = await api<{ message: string }>(path, { method, body }, t('failed'))
    setBusy(false)
    if (!res.ok) toast.error(res.message)
    else toast.success(res.data.message)
    return res.ok
  }

  const sendInvite = async (event: React.FormEvent) => {
    event.preventDefault()
    // The schema (and zod) load when an invitation is first sent, not with the screen.
    const { inviteSchema } = await import('@/domain/companies/schemas')
    const parsed = inviteSchema.safeParse({ email })
    if (!parsed.success) return setInviteError(text(parsed.error.issues[0]?.message) ?? t('inviteEmailInvalid'))
    setInviteError(null)
    if (await act('/api/facilities/mine/invitations', 'POST', parsed.data)) {
      setEmail('')
      onChanged()
    }
  }

  // The billing right (docs/receipts.md): the owner chooses which members see and receive the receipts.
  const billing = new Set((team.company.billingMembers ?? []).map((m) => Number(typeof m === 'object' ? m.id : m)))
  const setBilling = async (id: number, on: boolean) => {
    const next = [...billing].filter((m) => m !== id).concat(on ? [id] : [])
    if (await act(`/api/facilities/${team.company.id}`, 'PATCH', { billingMembers: next })) onChanged()
  }

  const remove = async (id: number, name: string) => {
    const self = id === userId
    if (!window.confirm(self ? t('confirmLeave', { company: team.company.name }) : t('confirmRemove', { name }))) return
    if (await act(`/api/facilities/mine/members/${id}`, 'DELETE')) onChanged()
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby="team-members">
        <h2 id="team-members" className="text-xl font-semibold text-slate-900">
          {t('membersTitle')}
        </h2>
        <ul className="mt-3 divide-y divide-slate-200 rounded-md border border-slate-200">
          {team.members.map((member) => {
            const name = member.fullName || member.email
            const self = member.id === userId
            return (
              <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div>
                  <p className="font-medium text-slate-900">
                    {name} {self ? <span className="text-slate-600">{t('you')}</span> : null}
                  </p>
                  <p className="text-sm text-slate-700">{member.email}</p>
                </div>
                <div className="flex items-center gap-2">
                  {member.owner ? <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">{t('ownerBadge')}</span> : null}
                  {team.isOwner && !member.owner ? (
                    <label className="flex items-center gap-1 text-sm text-slate-700">
                      <input type="checkbox" checked={billing.has(member.id)} disabled={busy} aria-label={t('billingRightLabel', { name })} onChange={(e) => void setBilling(member.id, e.target.checked)} />
                      {t('billingRight')}
                    </label>
                  ) : null}
                  {team.isOwner && !self ? (
                    <button type="button" className="btn-secondary" disabled={busy} aria-label={t('removeLabel', { name })} onClick={() => void remove(member.id, name)}>
                      {t('remove')}
                    </button>
                  ) : null}
                  {!team.isOwner && self ? (
                    <button type="button" className="btn-secondary" disabled={busy} onClick={() => void remove(member.id, name)}>
                      {t('leave')}
                    </button>
                  ) : null}
                </div>
              </li>
            )
          })}
        </ul>
      </section>

      {team.isOwner ? (
        <section aria-labelledby="team-invite" className="space-y-3">
          <h2 id="team-invite" className="text-xl font-semibold text-slate-900">
            {t('inviteTitle')}
          </h2>
          <p className="text-sm text-slate-700">{t('inviteHint')}</p>
          <form method="post" onSubmit={(e) => void sendInvite(e)} noValidate className="flex flex-wrap items-end gap-3" aria-label={t('inviteTitle')}>
            <div className="min-w-64 flex-1">
              <TextField label={t('inviteEmail')} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} error={inviteError ?? undefined} />
            </div>
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? t('sending') : t('invite')}
            </button>
          </form>
          {team.invitations.length > 0 ? (
            <div>
              <h3 className="font-semibold text-slate-900">{t('pendingTitle')}</h3>
              <ul className="mt-2 space-y-2">
                {team.invitations.map((invitation) => (
                  <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-slate-50 p-3">
                    <div>
                      <p className="text-slate-900">{invitation.email}</p>
                      <p className="text-sm text-slate-600">{t('pendingUntil', { date: new Date(invitation.expiresAt) })}</p>
                    </div>
                    <button
                      type="button"
                      className="btn-secondary"
                      disabled={busy}
                      aria-label={t('revokeLabel', { email: invitation.email })}
                      onClick={() => void act(`/api/facilities/mine/invitations/${invitation.id}`, 'DELETE').then((ok) => ok && onChanged())}
                    >
                      {t('revoke')}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  )
}
