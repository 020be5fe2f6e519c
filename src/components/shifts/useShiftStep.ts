import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { toast } from '@/components/ui/toast'

/**
 * Runs one step of a shift or request: busy meanwhile; when the server refuses, its reason (kept for
 * the screen to show beside the button, and as a toast); else `done` and the page read again.
 */
export function useShiftStep() {
  const t = useTranslations('shifts')
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<{ message: string; status: number } | null>(null)
  const run = async (request: Promise<{ ok: boolean; status: number; message?: string }>, done: string): Promise<boolean> => {
    setBusy(true)
    setRefusal(null)
    const res = await request
    setBusy(false)
    if (!res.ok) {
      setRefusal({ message: res.message ?? t('failedBody'), status: res.status })
      toast.error(t('failed'), { description: res.message })
      return false
    }
    toast.success(done)
    router.refresh()
    return true
  }
  return { busy, refusal, run }
}
