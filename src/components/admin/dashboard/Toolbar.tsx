import { useTranslations } from 'next-intl'

/** A list's actions, ending with Refresh (spec: the applications and resumes lists reload the page). */
export function Toolbar({ onRefresh, children }: { onRefresh: () => void; children?: React.ReactNode }) {
  const t = useTranslations('admin')
  return (
    <div className="hsm-dash__toolbar">
      {children}
      <button type="button" className="btn-secondary" onClick={onRefresh}>
        {t('refresh')}
      </button>
    </div>
  )
}

export const reloadPage = () => window.location.reload()
