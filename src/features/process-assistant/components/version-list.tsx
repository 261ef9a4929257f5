import { useStore } from '@nanostores/react'
import { formatTime } from '../../../lib/format/date-time.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { ProcessDetail } from '../../../../contract/process-plan.ts'
import { $versionView, viewVersion } from '../stores/version-view.ts'

/** The route's versions, newest first; the latest is edited, an older one opens read-only. */
export function VersionList({ detail }: { detail: ProcessDetail }) {
  const t = useT()
  const view = useStore($versionView)
  const latest = detail.route?.version
  const shown = view?.version ?? latest
  const versions = [...detail.versions].sort((a, b) => b.version - a.version)
  if (versions.length === 0) return null
  return (
    <nav className="qe-pa-versions qe-pa-screen-only" aria-label={t('processAssistant.versions.title')}>
      <h3 className="qe-subtitle">{t('processAssistant.versions.title')}</h3>
      <ul data-testid="pa-versions">
        {versions.map((v) => (
          <li key={v.version}>
            <button
              type="button"
              className={`qe-pa-version${v.version === shown ? ' is-current' : ''}`}
              aria-current={v.version === shown ? 'true' : undefined}
              onClick={() => void viewVersion(v.version)}
              data-testid="pa-version"
            >
              <strong>{t('processAssistant.versions.version', { version: v.version })}</strong>
              <span className="qe-muted qe-small">
                {t(`processAssistant.versions.source.${v.source}`)} · {formatTime(v.createdAt)}
                {v.version === latest ? ` · ${t('processAssistant.versions.latest')}` : ''}
              </span>
              {v.dispatchId && (
                <span className="qe-pa-badge is-dispatched">
                  {t('processAssistant.dispatch.badge', { id: v.dispatchId })}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}
