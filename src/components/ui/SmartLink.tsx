import Link from 'next/link'

/** Site paths use client navigation; mailto:, tel: and other sites use a plain anchor. */
type Props = { href: string; className?: string; onClick?: () => void; children: React.ReactNode }

export function SmartLink({ href, className, onClick, children }: Props) {
  if (href.startsWith('/')) {
    return (
      <Link href={href} className={className} onClick={onClick}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  )
}
