import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { toast } from '@/components/ui/toast'

/** Runs one step of an interview round: busy meanwhile, the server's reason when it refuses, else `done` and the page read again. */
export function useStep() {
  const t = useTranslations('interviews')
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const run = async (request: Promise<{ ok: boolean; message?: string }>, done: string): Promise<boolean> => {
    setBusy(true)
    const res = await request
    setBusy(false)
    if (!res.ok) {
      toast.error(t('failed'), { description: res.message })
      return false
    }
    toast.success(done)
    router.refresh()
    return true
  }
  return { busy, run }
}
