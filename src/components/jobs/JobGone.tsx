import { MessagePanel } from '@/components/ui/MessagePanel'
import { messages } from '@/i18n'

/** Shown for a posting that has expired or been closed (with status 410). */
export function JobGone() {
  const m = messages.jobs
  return <MessagePanel title={m.notFoundTitle} body={m.goneBody} link={{ href: '/find-work', label: m.browseOthers }} />
}
