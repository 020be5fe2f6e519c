import { Link } from '@/i18n/navigation'

import { Alert } from './Alert'

/**
 * The states every list screen shares: a centred notice (empty list, sign-in needed) with an optional
 * way onward (a site path, in the page's language), and a load error with a retry.
 */
export function NoticePanel({
  title,
  body,
  link,
  heading = false,
}: {
  title: string
  body: string
  link?: { href: string; label: string }
  /** A heading (sign-in prompts) rather than a bold line (empty lists). */
  heading?: boolean
}) {
  return (
    <div className="rounded-lg bg-slate-50 p-8 text-center">
      {heading ? <h2 className="text-xl font-semibold">{title}</h2> : <p className="font-semibold">{title}</p>}
      <p className={`${heading ? 'mt-2' : 'mt-1'} text-slate-700`}>{body}</p>
      {link ? (
        <Link href={link.href} className="btn-primary mt-6">
          {link.label}
        </Link>
      ) : null}
    </div>
  )
}

export function RetryAlert({ title, body, retryLabel, onRetry }: { title: string; body?: string; retryLabel: string; onRetry: () => void }) {
  return (
    <Alert tone="error" title={title}>
      {body ? <p>{body}</p> : null}
      <button type="button" className="btn-secondary mt-3" onClick={onRetry}>
        {retryLabel}
      </button>
    </Alert>
  )
}
