import { UserText } from '../../../lib/i18n/user-text.tsx'
import type { ReactNode } from 'react'
import { enumLabel } from '../../../lib/i18n/enum-label.ts'
import { keyedName, seededName } from '../../../lib/i18n/seeded-name.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { useStore } from '@nanostores/react'
import { joinNames } from '../../../lib/format/names.ts'
import { $locale, type Locale, type MessageKey } from '../../../lib/i18n/index.ts'
import type { QuoteOrder, QuoteOrderLine } from '../api/types.ts'
import { formatAmount } from '../lib/format.ts'
import { leadFacts } from '../lib/lead-facts.ts'
import { LineBreakdown } from './line-breakdown.tsx'
import { LineReview } from './line-review.tsx'

/** Props of OrderLine. */
export interface OrderLineProps {
  order: QuoteOrder
  line: QuoteOrderLine
  /** The line's 3D thumbnail and drawing links (composed by the app, which may use the viewers). */
  files?: ReactNode
}

/** Frozen treatment keys in the reader's words (the product's seeded ones by the catalogue). */
const treatments = (keys: readonly string[], locale: Locale) =>
  joinNames(
    keys.map((k) => keyedName('treatmentName', k)),
    locale,
  ) || '—'

/** One part of the order: its files, what it was priced with, its price (adjusted or not) and breakdown, and its review. */
export function OrderLine({ order, line, files }: OrderLineProps) {
  const t = useT()
  const locale = useStore($locale)
  const cur = order.currency
  const attributes: [MessageKey, string][] = [
    ['quoteOrder.line.material', line.material ? keyedName('materialName', line.material) : '—'],
    ['quoteOrder.line.surface', treatments(line.surfaceTreatments, locale)],
    ['quoteOrder.line.heat', treatments(line.heatTreatments, locale)],
    ['quoteOrder.line.tolerance', line.toleranceGrade === null ? '—' : `IT${line.toleranceGrade}`],
    ['quoteOrder.line.ra', line.ra === null ? '—' : `${line.ra} µm`],
    ['quoteOrder.line.partClass', enumLabel('partClass', line.partClass)],
    ['quoteOrder.line.quantity', String(line.quantity)],
    [
      'quoteOrder.line.config',
      t('quoteOrder.line.configVersion', {
        name: seededName('seededConfig', 'name', line.configName),
        version: line.configVersion,
      }),
    ],
  ]
  return (
    <article className="qe-card qe-qo-line" aria-label={line.partName} data-testid="qo-line" data-line-id={line.lineId}>
      <header className="qe-row">
        <h3 className="qe-subtitle">
          {line.position}. <UserText>{line.partName}</UserText>
        </h3>
        {line.adjustment && <span className="qe-qo-tag">{t('quoteOrder.list.adjusted')}</span>}
        {line.shipRisk && (
          <span className="qe-qo-badge is-danger" role="note" data-testid="qo-line-ship-risk">
            {t('quoteOrder.line.shipRisk')}
          </span>
        )}
      </header>
      <div className="qe-qo-line-body">
        {files && <div className="qe-qo-files">{files}</div>}
        <dl className="qe-qo-attributes">
          {attributes.map(([key, value]) => (
            <div key={key}>
              <dt className="qe-muted">{t(key)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          {leadFacts(line, t).map((fact) => (
            <div key={fact.testId} className="qe-qo-lead">
              <dt className="qe-muted">{t(fact.label)}</dt>
              <dd data-testid={fact.testId}>{fact.text}</dd>
            </div>
          ))}
        </dl>
        {line.unitPrice === null ? (
          <p className="qe-muted" data-testid="qo-line-price-withheld">
            {t('quoteOrder.approval.withheld')}
          </p>
        ) : (
          <div>
            <table className="qe-qo-table qe-qo-prices" data-testid="qo-line-prices">
              <thead>
                <tr>
                  <th />
                  <th className="qe-qo-num">{t('quoteOrder.price.withoutTax')}</th>
                  <th className="qe-qo-num">{t('quoteOrder.price.withTax')}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{t('quoteOrder.price.unit')}</th>
                  <td className="qe-qo-num" data-testid="qo-line-unit-price">
                    {line.adjustment && (
                      <s className="qe-muted" data-testid="qo-line-original-price">
                        {formatAmount(line.quotedUnitPrice, cur)}
                      </s>
                    )}{' '}
                    <span data-testid="qo-line-price">{formatAmount(line.unitPrice, cur)}</span>
                  </td>
                  <td className="qe-qo-num">{formatAmount(line.unitPriceWithTax, cur)}</td>
                </tr>
                <tr>
                  <th scope="row">{t('quoteOrder.price.total', { quantity: line.quantity })}</th>
                  <td className="qe-qo-num" data-testid="qo-line-total">
                    {formatAmount(line.total, cur)}
                  </td>
                  <td className="qe-qo-num">{formatAmount(line.totalWithTax, cur)}</td>
                </tr>
              </tbody>
            </table>
            <LineBreakdown line={line} />
          </div>
        )}
      </div>
      <LineReview order={order} line={line} />
    </article>
  )
}
