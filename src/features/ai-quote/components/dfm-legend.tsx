import { useStore } from '@nanostores/react'
import { HIGHLIGHT_CSS } from '../../../lib/highlight-color.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { Part } from '../api/types.ts'
import { isFindingId } from '../lib/dfm-faces.ts'
import { $featureSelection } from '../stores/feature-selection.ts'

/** What the tint on the 3D preview stands for while a DFM finding's faces are shown. */
export function DfmLegend({ part }: { part: Part }) {
  const t = useT()
  const id = useStore($featureSelection)[String(part.partId)]?.featureId
  if (!id || !isFindingId(id)) return null
  const finding = part.quote?.dfm[Number(id.slice(id.lastIndexOf('-') + 1))]
  if (!finding) return null
  return (
    <p className="qe-aiq-legend qe-small" role="status" data-testid="ai-quote-dfm-legend">
      <span className="qe-aiq-swatch" style={{ background: HIGHLIGHT_CSS }} aria-hidden="true" />
      {t('aiQuote.dfm.legend', { label: finding.label })}
    </p>
  )
}
