import type { AdminViewServerProps } from 'payload'
import Link from 'next/link'

import { messages } from '@/i18n'

import './dashboard.css'

const a = messages.admin

/** Shown by the admin panel to a signed-in person without admin rights (replaces Payload's unauthorized view). */
export function AccessDenied({ initPageResult }: AdminViewServerProps) {
  const email = initPageResult.req.user?.email
  return (
    <div className="hsm-denied" role="alert">
      <h1>{a.deniedTitle}</h1>
      <p>{a.deniedBody}</p>
      {email ? <p className="hsm-dash__muted">{a.signedInAs(email)}</p> : null}
      <p>
        <Link href="/" className="btn btn--style-primary btn--size-medium">
          {a.returnHome}
        </Link>
      </p>
    </div>
  )
}
