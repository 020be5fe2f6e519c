/** One badge: its text, and its colour when it is not the plain one (globals.css `.badges`). */
export type Badge = { label: string; kind?: 'urgent' | 'role' | 'remote' }

/** The list itself, for the server (a posting in full) and the browser (Find Work's cards) alike. */
export function BadgeList({ badges, label }: { badges: Badge[]; label: string }) {
  return (
    <ul className="badges" aria-label={label}>
      {badges.map((badge) => (
        <li key={badge.label} className={badge.kind && `badge-${badge.kind}`}>
          {badge.label}
        </li>
      ))}
    </ul>
  )
}
