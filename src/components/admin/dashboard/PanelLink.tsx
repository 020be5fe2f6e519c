import Link from 'next/link'

/**
 * A link from the dashboard into Payload's admin panel (`/admin/collections/…`). The panel has a root
 * layout of its own, so following it loads a whole document either way; it is never prefetched,
 * since the router's prefetch of a page under another root layout made every later link on the
 * dashboard (its tabs, filters and pages) load a whole document too.
 */
export function PanelLink({ href, className, children }: { href: `/admin/${string}`; className?: string; children: React.ReactNode }) {
  return (
    <Link href={href} prefetch={false} className={className}>
      {children}
    </Link>
  )
}
