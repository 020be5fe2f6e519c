import type { toast as sonnerToast } from 'sonner'

type Toast = typeof sonnerToast
const sonner = () => import('sonner').then((m) => m.toast)

/**
 * Sonner's toasts, loaded when the first one is shown: toasts only ever follow an interaction, so
 * the library (and its Toaster, see LazyToaster) stays out of every screen's first load. The same
 * module instance as the Toaster's, so they meet.
 */
export const toast = {
  success: (...args: Parameters<Toast['success']>) => void sonner().then((t) => t.success(...args)),
  error: (...args: Parameters<Toast['error']>) => void sonner().then((t) => t.error(...args)),
  info: (...args: Parameters<Toast['info']>) => void sonner().then((t) => t.info(...args)),
}
