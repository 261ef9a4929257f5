import { UserText } from '../../../lib/i18n/user-text.tsx'
import type { ReactNode } from 'react'
import { formatMoney } from '../../../../contract/format/money.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { CompareFieldName } from '../../../../contract/quote-order-states.ts'
import { scrollRegion } from '../../../lib/scroll-region.ts'
import type { CompareCell, Comparison, CompareRow } from '../api/types.ts'
import { CELL_FIELDS, cellText, differs, inputLine } from '../lib/compare.ts'
import { formatAmount, formatDelta, formatTime } from '../lib/format.ts'
import { StatusBadge } from './status-badge.tsx'
import { seededName } from '../../../lib/i18n/seeded-name.ts'

/** A column's head: an order by its number, a saved quote by when it was priced (the reader's clock). */
const columnLabel = (c: Comparison['columns'][number]) => (c.kind === 'quote' ? formatTime(c.createTime) : c.label)

/** Props of CompareTable. */
export interface CompareTableProps {
  comparison: Comparison
  /** Opens an order from its column head (orders only). */
  onOpen?: ((id: number) => void) | undefined
}

/** A row of one part: its label, then one cell per column; marked when the comparison says it differs. */
function FieldRow({
  label,
  marked,
  cells,
  testId,
}: {
  label: string
  marked: boolean
  cells: ReactNode[]
  testId: string
}) {
  const t = useT()
  return (
    <tr className={marked ? 'is-different' : undefined} data-testid={testId} data-differs={marked}>
      <th scope="row">
        {marked && (
          <span className="qe-qo-diff" aria-hidden="true">
            ≠{' '}
          </span>
        )}
        {label}
        {marked && <span className="qe-visually-hidden"> ({t('quoteOrder.compare.differs')})</span>}
      </th>
      {cells.map((cell, i) => (
        <td key={i}>{cell}</td>
      ))}
    </tr>
  )
}

function PartRows({ row, comparison }: { row: CompareRow; comparison: Comparison }) {
  const t = useT()
  const version = (name: string, v: number) =>
    t('quoteOrder.line.configVersion', { name: seededName('seededConfig', 'name', name), version: v })
  const each = (render: (cell: CompareCell) => ReactNode) =>
    row.cells.map((cell) => (cell ? render(cell) : <span className="qe-muted">{t('quoteOrder.compare.absent')}</span>))
  const mark = (field: CompareFieldName) => differs(row, field)
  const priceChanged = row.deltas.some((d) => Number(d) !== 0)
  return (
    <tbody data-testid="qo-compare-part" data-part={row.partKey}>
      <tr className="qe-qo-part-head">
        <th scope="rowgroup" colSpan={comparison.columns.length + 1}>
          <UserText>{row.partName}</UserText>
          {mark('presence') && <span className="qe-qo-tag"> {t('quoteOrder.compareField.presence')}</span>}
        </th>
      </tr>
      {CELL_FIELDS.map((field) => (
        <FieldRow
          key={field}
          label={t(`quoteOrder.compareField.${field}`)}
          marked={mark(field)}
          cells={each((c) => cellText(field, c, version))}
          testId={`qo-compare-${field}`}
        />
      ))}
      {row.differingInputs.map((key) => {
        const { label, amounts } = inputLine(row, key)
        return (
          <FieldRow
            key={key}
            label={label}
            marked
            cells={amounts.map((a) => (a === null ? '—' : formatMoney(a)))}
            testId={`qo-compare-input-${key}`}
          />
        )
      })}
      <FieldRow
        label={t('quoteOrder.price.unit')}
        marked={priceChanged}
        cells={each((c) => formatMoney(c.unitPrice))}
        testId="qo-compare-unit-price"
      />
      <FieldRow
        label={t('quoteOrder.price.totalShort')}
        marked={priceChanged}
        cells={each((c) => formatMoney(c.total))}
        testId="qo-compare-total"
      />
      <FieldRow
        label={t('quoteOrder.compare.delta')}
        marked={priceChanged}
        cells={row.deltas.map((d, i) => (i === 0 ? '—' : formatDelta(d)))}
        testId="qo-compare-delta"
      />
    </tbody>
  )
}

/** The columns side by side, one block of rows per part. */
export function CompareTable({ comparison, onOpen }: CompareTableProps) {
  const t = useT()
  const { columns } = comparison
  return (
    <div className="qe-qo-scroll" {...scrollRegion(t('router.quoteOrderCompare'))}>
      <table
        className="qe-qo-table qe-qo-compare-table"
        aria-label={t('router.quoteOrderCompare')}
        data-testid="qo-compare-table"
      >
        <thead>
          <tr>
            <th scope="col">{t('quoteOrder.compare.item')}</th>
            {columns.map((c) => (
              <th key={`${c.kind}-${c.id}`} scope="col" data-testid="qo-compare-column">
                {onOpen ? (
                  <button type="button" className="qe-link" onClick={() => onOpen(c.id)}>
                    {columnLabel(c)}
                  </button>
                ) : (
                  columnLabel(c)
                )}{' '}
                {c.status && <StatusBadge status={c.status} />}
              </th>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('quoteOrder.price.totalWithoutTax')}</th>
            {columns.map((c) => (
              <td key={c.id} data-testid="qo-compare-column-total">
                {formatAmount(c.total, c.currency)}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('quoteOrder.price.totalWithTax')}</th>
            {columns.map((c) => (
              <td key={c.id}>{formatAmount(c.totalWithTax, c.currency)}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('quoteOrder.compare.delta')}</th>
            {columns.map((c, i) => (
              <td key={c.id} data-testid="qo-compare-column-delta">
                {i === 0 ? '—' : formatDelta(c.delta)}
              </td>
            ))}
          </tr>
        </thead>
        {comparison.rows.map((row) => (
          <PartRows key={row.partKey} row={row} comparison={comparison} />
        ))}
      </table>
    </div>
  )
}
