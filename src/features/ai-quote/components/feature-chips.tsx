import { useStore } from '@nanostores/react'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { Part } from '../api/types.ts'
import { recognisedAttributes } from '../lib/attributes.ts'
import { otherGroups, partFeatures } from '../lib/part-features.ts'
import { $featureSelection, toggleFeatureGroup } from '../stores/feature-selection.ts'

/**
 * The recognised 3D features that no attribute counts (pockets, slots, steps…), by kind with their
 * number. Each is a toggle that highlights its faces in the 3D preview; a clicked face marks it back.
 */
export function FeatureChips({ part }: { part: Part }) {
  const t = useT()
  const selection = useStore($featureSelection)[String(part.partId)]
  const groups = otherGroups(
    partFeatures(part),
    recognisedAttributes(part).map((a) => a.name),
  )
  if (groups.length === 0) return null
  return (
    <div
      className="qe-aiq-features"
      role="group"
      aria-label={t('aiQuote.feature.title')}
      data-testid="ai-quote-features"
    >
      <span className="qe-muted qe-small">{t('aiQuote.feature.title')}</span>
      {groups.map(({ kind, count }) => (
        <button
          key={kind}
          type="button"
          className={`qe-link${selection?.group === kind ? ' is-active' : ''}`}
          aria-pressed={selection?.group === kind}
          onClick={() => toggleFeatureGroup(part.partId, kind)}
          data-testid={`ai-quote-feature-${kind}`}
        >
          {t(`aiQuote.feature.${kind}`)} × {count}
        </button>
      ))}
    </div>
  )
}
