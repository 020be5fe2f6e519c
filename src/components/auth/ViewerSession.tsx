import type { User } from '@/payload-types'

import { KnownSession, type SessionUser } from './AuthProvider'

/** What `/api/users/me` gives the browser of its own account, from the viewer a screen was read as. */
const sessionOf = (user: User): SessionUser => ({
  id: user.id,
  email: user.email,
  fullName: user.fullName ?? null,
  roles: user.roles ?? [],
  company: user.company && typeof user.company === 'object' ? user.company.id : (user.company ?? null),
  pendingEmail: user.pendingEmail ?? null,
})

/**
 * A screen read on the server as its signed-in viewer: its client components have the session from
 * their first render, and the browser need not ask for it (KnownSession). Signed out: as it is.
 */
export function ViewerSession({ user, children }: { user: User | null; children: React.ReactNode }) {
  return user ? <KnownSession user={sessionOf(user)}>{children}</KnownSession> : children
}
