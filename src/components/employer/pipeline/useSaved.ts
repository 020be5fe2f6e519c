'use client'

import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'

import { toast } from '@/components/ui/toast'
import type { ApiResult } from '@/lib/api'

/**
 * One way for the pipeline's controls to send a change: the server's refusal as a toast, or the
 * confirmation, and the page read again from the server (the list is server-rendered).
 */
export function useSaved() {
  const t = useTranslations('pipeline')
  const router = useRouter()
  return async (request: (fallback: string) => Promise<ApiResult<unknown>>, done: string): Promise<boolean> => {
    const res = await request(t('failedBody'))
    if (!res.ok) {
      toast.error(t('failed'), { description: res.message })
      return false
    }
    toast.success(done)
    router.refresh()
    return true
  }
}
