'use client'

import { toast, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { api } from '@/lib/api'

/**
 * Refunds a paid credit pack from its admin page (docs/credit-packs.md). The server refuses a pack
 * some of whose credits were spent, and says so; this only asks and reports the answer.
 */
export function CreditPackRefundPanel() {
  const t = useTranslations('credits')
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const size = useFormFields(([fields]) => Number(fields.size?.value ?? 0))
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  if (!id || status !== 'paid') return null

  const refund = async () => {
    if (!window.confirm(t('confirmRefund', { size }))) return
    setBusy(true)
    const res = await api(`/api/credit-packs/${id}/refund`, { method: 'POST', body: {} }, t('refundFailed'))
    setBusy(false)
    if (!res.ok) return void toast.error(res.message)
    toast.success(t('refunded'))
    router.refresh()
  }

  return (
    <button type="button" className="btn btn--style-secondary btn--size-medium" disabled={busy} onClick={() => void refund()}>
      {t('refund')}
    </button>
  )
}
