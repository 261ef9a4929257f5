import type { ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import { $parts } from '../stores/parts.ts'
import { $downloading, $selectedParts, downloadSelected, setSelected } from '../stores/selection.ts'

/** Select all parts or none, and download the XLSX quote sheet of the ticked ones (plus the host's `actions` on them). */
export function DownloadBar({ actions }: { actions?: ((partIds: number[]) => ReactNode) | undefined }) {
  const t = useT()
  const parts = useStore($parts)
  const selected = useStore($selectedParts)
  const downloading = useStore($downloading)
  const ids = Object.values(parts).flatMap((e) => (e.part?.quote ? [e.part.partId] : []))
  if (ids.length === 0) return null
  const all = ids.every((id) => selected.includes(id))
  return (
    <div className="qe-row qe-aiq-download" data-testid="ai-quote-download-bar">
      <label className="qe-small">
        <input
          type="checkbox"
          checked={all}
          onChange={(e) => setSelected(e.target.checked ? ids : [])}
          data-testid="ai-quote-select-all"
        />{' '}
        {t('aiQuote.download.selectAll')}
      </label>
      <sl-button
        size="small"
        loading={downloading}
        disabled={selected.length === 0 || downloading}
        onClick={() => void downloadSelected()}
        data-testid="ai-quote-download"
      >
        {t('aiQuote.download.button', { count: selected.length })}
      </sl-button>
      {actions?.(selected.filter((id) => ids.includes(id)))}
    </div>
  )
}
