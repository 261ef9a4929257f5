import { useStore } from '@nanostores/react'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { Part } from '../api/types.ts'
import { attributeValue, findingIndexFor, recognisedAttributes } from '../lib/attributes.ts'
import { featuresOfGroup, partFeatures } from '../lib/part-features.ts'
import { $featureSelection, toggleFeatureGroup } from '../stores/feature-selection.ts'
import { $findings, highlightFinding } from '../stores/findings.ts'
import { $pricingOptions } from '../stores/options.ts'
import { SourceBadge } from './source-badge.tsx'

/**
 * What the quote used, each value with its source badge (3D / 2D / you / default), and "please
 * check" where a scan was read with too little certainty (OCR). An attribute
 * read from the drawing or counted from recognised 3D features is a button: it highlights its box
 * and its features' faces, and a clicked box or face highlights it back.
 */
export function AttributeList({ part }: { part: Part }) {
  const t = useT()
  const findings = useStore($findings)[String(part.partId)]
  const items = findings?.items ?? []
  const features = partFeatures(part)
  const selection = useStore($featureSelection)[String(part.partId)]
  const options = useStore($pricingOptions)
  const materials = options.status === 'ready' ? options.options.materials : []
  const attributes = recognisedAttributes(part)
  if (attributes.length === 0) return null
  return (
    <dl className="qe-aiq-attributes" data-testid="ai-quote-attributes">
      {attributes.map((a) => {
        const index = findingIndexFor(items, a.name)
        const in3d = featuresOfGroup(features, a.name).length > 0
        const active = (index >= 0 && index === findings?.active) || (in3d && selection?.group === a.name)
        const value = `${attributeValue(a, materials)}${a.unit ? ` ${a.unit}` : ''}`
        return (
          <div
            key={a.name}
            className={`qe-aiq-attribute${active ? ' is-active' : ''}`}
            data-testid={`ai-quote-attr-${a.name}`}
          >
            <dt>{t(`aiQuote.attr.${a.name}`)}</dt>
            <dd>
              {index >= 0 || in3d ? (
                <button
                  type="button"
                  className="qe-link"
                  aria-pressed={active}
                  onClick={() => {
                    if (index >= 0) highlightFinding(part.partId, index)
                    if (in3d) toggleFeatureGroup(part.partId, a.name)
                  }}
                >
                  {value}
                </button>
              ) : (
                value
              )}
              <SourceBadge source={a.source} />
              {a.source === '2d' && items[index]?.check && (
                <span
                  className="qe-aiq-badge is-check"
                  title={t('aiQuote.source.checkLong')}
                  data-testid={`ai-quote-check-${a.name}`}
                >
                  {t('aiQuote.source.check')}
                </span>
              )}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
