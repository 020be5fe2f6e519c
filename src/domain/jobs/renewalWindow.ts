/**
 * An expired posting is archived (records for three years, docs/lifecycle.md), yet its company keeps
 * it in the workspace this long after it expired, so it can still be renewed; then it leaves.
 */
const RENEWAL_WINDOW_DAYS = 30
const WINDOW_MS = RENEWAL_WINDOW_DAYS * 24 * 60 * 60 * 1000

/** The earliest archive time of an expired posting still in its workspace at `now`. */
export const renewableSince = (now = new Date()) => new Date(now.getTime() - WINDOW_MS)

/** The last moment an expired posting archived at `archivedAt` can be renewed from its workspace. */
export const renewableUntil = (archivedAt: string) => new Date(new Date(archivedAt).getTime() + WINDOW_MS)
