'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { goToCheckout } from '@/components/actions/lifecycleActions'
import { toast } from '@/components/ui/toast'
import { api } from '@/lib/api'

/** Starts the Checkout of one pack: the server prices it (with its taxes) and answers where to pay. */
export function BuyPackButton({ size }: { size: number }) {
  const t = useTranslations('credits')
  const e = useTranslations('employer')
  const [busy, setBusy] = useState(false)
  const buy = async () => {
    setBusy(true)
    const res = await api<{ checkoutUrl?: string }>('/api/credit-packs/checkout', { method: 'POST', body: { size } }, t('failed'))
    if (!res.ok || !res.data.checkoutUrl) {
      setBusy(false)
      return void toast.error(t('failed'), { description: res.ok ? e('checkoutUrlMissing') : res.message })
    }
    toast.success(e('redirecting'))
    goToCheckout(res.data.checkoutUrl)
  }
  return (
    <button type="button" className="btn-secondary" disabled={busy} onClick={() => void buy()}>
      {t('buy', { size })}
    </button>
  )
}
