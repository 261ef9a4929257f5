import type { ChangeEvent } from 'react'
import { isOpenBound } from '../format/open-bound.ts'
import { textOf } from '../i18n/index.ts'
import { useT } from '../i18n/use-t.ts'

/** Props of StepsInput. */
export interface StepsInputProps {
  id: string
  /** The steps as the form holds them: JSON text of [limit, value] pairs. */
  value: string
  /** i18n keys of the two columns' headers. */
  columns: { a: string; b: string }
  label: string
  invalid: 'true' | 'false'
  testId: string
  onChange: (value: string) => void
}

type Cell = string | number

function rowsOf(value: string): Cell[][] {
  try {
    const parsed: unknown = JSON.parse(value)
    if (!Array.isArray(parsed)) return []
    const cell = (v: unknown): Cell => (typeof v === 'number' || typeof v === 'string' ? v : '')
    return (parsed as unknown[]).map((r) => (Array.isArray(r) ? [cell(r[0]), cell(r[1])] : ['', '']))
  } catch {
    return []
  }
}

// What is typed goes back as a number when it reads as one, else as typed (the schema names the problem).
const cellOf = (typed: string): Cell => (typed.trim() !== '' && Number.isFinite(Number(typed)) ? Number(typed) : typed)

/**
 * A table of steps ([limit, value] pairs: quantity → discount factor, bar Ø → allowance) edited as
 * rows of two numbers, never as JSON. The open last step (a limit no part reaches) reads "and above"
 * and keeps its limit.
 */
export function StepsInput({ id, value, columns, label, invalid, testId, onChange }: StepsInputProps) {
  const t = useT()
  const rows = rowsOf(value)
  const send = (next: Cell[][]) => onChange(JSON.stringify(next))
  const set = (i: number, j: number, typed: string) =>
    send(rows.map((r, k) => (k === i ? r.map((c, m) => (m === j ? cellOf(typed) : c)) : r)))
  return (
    <div className="qe-sf-steps" id={id} aria-invalid={invalid} data-testid={testId}>
      <table className="qe-data-table-grid" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{textOf(columns.a)}</th>
            <th scope="col">{textOf(columns.b)}</th>
            <th scope="col">{t('quoteConfig.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              {[0, 1].map((j) => (
                <td key={j}>
                  {j === 0 && isOpenBound(r[0]) ? (
                    t('quoteConfig.openBound')
                  ) : (
                    <input
                      className="qe-native-input"
                      inputMode="decimal"
                      aria-label={`${textOf(j === 0 ? columns.a : columns.b)} ${i + 1}`}
                      value={String(r[j] ?? '')}
                      data-testid={`${testId}-${i}-${j === 0 ? 'a' : 'b'}`}
                      onChange={(e: ChangeEvent<HTMLInputElement>) => set(i, j, e.target.value)}
                    />
                  )}
                </td>
              ))}
              <td>
                <button type="button" className="qe-link" onClick={() => send(rows.filter((_, k) => k !== i))}>
                  {t('quoteConfig.removeRow')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="qe-link" onClick={() => send([...rows, ['', '']])} data-testid={`${testId}-add`}>
        {t('quoteConfig.addRow')}
      </button>
    </div>
  )
}
