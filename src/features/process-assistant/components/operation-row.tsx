import { useEffect, useRef, type KeyboardEvent } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js'
import { $locale } from '../../../lib/i18n/index.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { LibraryPickerOptions } from '../../../../contract/process-library.ts'
import type { CardRow } from '../lib/card-rows.ts'
import { craftName, rowName } from '../lib/names.ts'
import { moveOp, patchOp } from '../stores/draft.ts'
import { $partSelection, $recordFeatures, showOperation } from '../stores/part-view.ts'
import { featuresOfOperation } from '../lib/op-features.ts'
import { ToolCell } from './tool-cell.tsx'
import { EDIT_BOUNDS } from '../lib/edit-bounds.ts'

// A number field emptied or typed beyond its range keeps the route valid: 0 or the limit.
const clamp = (n: number, max: number): number => (Number.isFinite(n) ? Math.min(Math.max(n, 0), max) : 0)

/** Props of OperationRow. */
export interface OperationRowProps {
  row: CardRow
  index: number
  count: number
  library: LibraryPickerOptions | null
  readOnly: boolean
  /** Opens the craft picker to insert after this operation. */
  onInsert: (index: number) => void
  /** Asks to delete this operation. */
  onDelete: (index: number) => void
}

/**
 * One operation of the card. Editable: equipment and tools from the library, setup, minutes and a
 * note; Alt+↑/↓ on the row (or the arrow buttons) moves it.
 */
export function OperationRow({ row, index, count, library, readOnly, onInsert, onDelete }: OperationRowProps) {
  const t = useT()
  const locale = useStore($locale)
  const { edit, derived, issues } = row
  const craft = library?.crafts.find((c) => c.code === edit.craftCode)
  const name = derived?.name ?? (craft ? craftName(craft, locale) : edit.craftCode)
  const stage = derived?.stage ?? craft?.stage
  const label = `${derived?.seq ?? ''} ${name}`.trim()
  const machine = library?.equipment.find((e) => e.code === edit.equipmentCode)
  const features = useStore($recordFeatures)
  const selection = useStore($partSelection)
  const linked = derived !== null && selection?.operationIds.includes(derived.id) === true
  const inModel = derived ? featuresOfOperation(features, derived) : []
  const ref = useRef<HTMLTableRowElement>(null)
  // A face picked in 3D brings the first operation machining it into view.
  useEffect(() => {
    if (linked && selection?.from === 'model' && selection.operationIds[0] === derived?.id)
      ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' })
  }, [linked, selection, derived?.id])

  function keys(e: KeyboardEvent) {
    if (readOnly || !e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return
    e.preventDefault()
    moveOp(index, e.key === 'ArrowUp' ? -1 : 1)
  }

  return (
    <tr
      ref={ref}
      className={`qe-pa-op${derived?.needsReview ? ' needs-review' : ''}${issues.some((i) => i.severity === 'error') ? ' has-error' : ''}${linked ? ' is-linked' : ''}`}
      onKeyDown={keys}
      data-linked={linked ? 'true' : undefined}
      data-features={inModel.join(' ') || undefined}
      data-testid="pa-op"
      data-craft={edit.craftCode}
    >
      <td className="num" data-testid="pa-op-seq">
        {derived?.seq ?? '…'}
      </td>
      <th scope="row" className="qe-pa-op-name">
        <span data-testid="pa-op-name">{name}</span>
        {inModel.length > 0 && derived && (
          <sl-icon-button
            name="box"
            className="qe-pa-screen-only"
            label={t('processAssistant.card.showIn3d', { name: label })}
            aria-pressed={linked ? 'true' : 'false'}
            onClick={() => showOperation(derived)}
            data-testid="pa-op-show-3d"
          />
        )}
        {derived?.reason.text && <span className="qe-muted qe-small qe-pa-screen-only">{derived.reason.text}</span>}
      </th>
      <td className="qe-pa-stage">{stage ? t(`enums.stage.${stage}`) : ''}</td>
      <td>
        {readOnly ? (
          machine ? (
            rowName(machine, locale)
          ) : (
            (edit.equipmentCode ?? '—')
          )
        ) : (
          <select
            className="qe-native-input"
            value={edit.equipmentCode ?? ''}
            aria-label={t('processAssistant.card.equipmentOf', { name: label })}
            onChange={(e) => patchOp(index, { equipmentCode: e.target.value || null })}
            data-testid="pa-op-equipment"
          >
            <option value="">{t('processAssistant.card.noEquipment')}</option>
            {edit.equipmentCode && !machine && <option value={edit.equipmentCode}>{edit.equipmentCode}</option>}
            {library?.equipment.map((e) => (
              <option key={e.code} value={e.code}>
                {rowName(e, locale)}
              </option>
            ))}
          </select>
        )}
      </td>
      <td>
        <ToolCell index={index} codes={edit.toolCodes} library={library} readOnly={readOnly} label={label} />
      </td>
      <td className="num">
        {readOnly ? (
          edit.setup
        ) : (
          <input
            className="qe-native-input qe-pa-num"
            type="number"
            min={0}
            max={EDIT_BOUNDS.setupMax}
            step={1}
            value={edit.setup}
            aria-label={t('processAssistant.card.setupOf', { name: label })}
            onChange={(e) => patchOp(index, { setup: clamp(Math.trunc(Number(e.target.value)), EDIT_BOUNDS.setupMax) })}
          />
        )}
      </td>
      <td className="num">
        {readOnly ? (
          edit.timeMin.toFixed(1)
        ) : (
          <input
            className="qe-native-input qe-pa-num"
            type="number"
            min={0}
            max={EDIT_BOUNDS.minutesMax}
            step={0.1}
            value={edit.timeMin}
            aria-label={t('processAssistant.card.minutesOf', { name: label })}
            onChange={(e) => patchOp(index, { timeMin: clamp(Number(e.target.value), EDIT_BOUNDS.minutesMax) })}
            data-testid="pa-op-minutes"
          />
        )}
      </td>
      <td className="qe-pa-op-flags">
        {derived?.needsReview && (
          <ul className="qe-pa-review" aria-label={t('processAssistant.card.needsReview')} data-testid="pa-op-review">
            {derived.review.map((r) => (
              <li key={r.code}>{r.text}</li>
            ))}
          </ul>
        )}
        {issues.map((issue, i) => (
          <p key={i} className={`qe-pa-issue is-${issue.severity}`} data-testid="pa-op-issue">
            {issue.text}
          </p>
        ))}
      </td>
      <td>
        {readOnly ? (
          edit.note
        ) : (
          <input
            className="qe-native-input"
            value={edit.note}
            maxLength={EDIT_BOUNDS.noteMax}
            aria-label={t('processAssistant.card.noteOf', { name: label })}
            onChange={(e) => patchOp(index, { note: e.target.value })}
            data-testid="pa-op-note"
          />
        )}
      </td>
      {!readOnly && (
        <td className="qe-pa-op-actions qe-pa-screen-only">
          <sl-icon-button
            name="arrow-up"
            label={t('processAssistant.card.moveUp', { name: label })}
            disabled={index === 0}
            onClick={() => moveOp(index, -1)}
            data-testid="pa-op-up"
          />
          <sl-icon-button
            name="arrow-down"
            label={t('processAssistant.card.moveDown', { name: label })}
            disabled={index === count - 1}
            onClick={() => moveOp(index, 1)}
            data-testid="pa-op-down"
          />
          <sl-icon-button
            name="plus-lg"
            label={t('processAssistant.card.insertAfter', { name: label })}
            onClick={() => onInsert(index + 1)}
            data-testid="pa-op-insert"
          />
          <sl-icon-button
            name="trash"
            label={t('processAssistant.card.delete', { name: label })}
            disabled={count === 1}
            onClick={() => onDelete(index)}
            data-testid="pa-op-delete"
          />
        </td>
      )}
    </tr>
  )
}
