import { MessagePanel } from '@/components/ui/MessagePanel'
import { messages } from '@/i18n'

export const metadata = { title: messages.notFound.title, robots: { index: false } }

export default function NotFound() {
  const m = messages.notFound
  return <MessagePanel eyebrow="404" title={m.title} body={m.body} link={{ href: '/', label: m.home }} />
}
