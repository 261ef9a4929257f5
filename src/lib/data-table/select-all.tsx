import { useEffect, useRef } from 'react'
import { useT } from '../i18n/use-t.ts'

/** Props of SelectAll. */
export interface SelectAllProps {
  /** The keys of the rows on this page. */
  keys: readonly string[]
  selected: ReadonlySet<string> | undefined
  onSelect: (keys: Set<string>) => void
}

/**
 * The header checkbox: selects or unselects every row on this page (keys selected on other pages
 * stay); mixed when only some are.
 */
export function SelectAll({ keys, selected, onSelect }: SelectAllProps) {
  const t = useT()
  const ref = useRef<HTMLInputElement>(null)
  const count = keys.filter((k) => selected?.has(k)).length
  const all = count > 0 && count === keys.length
  useEffect(() => {
    // Only a property, never an attribute: React cannot set it.
    if (ref.current) ref.current.indeterminate = count > 0 && !all
  }, [count, all])
  const change = () => {
    const next = new Set(selected)
    for (const key of keys) {
      if (all) next.delete(key)
      else next.add(key)
    }
    onSelect(next)
  }
  return <input ref={ref} type="checkbox" checked={all} onChange={change} aria-label={t('dataTable.selectAll')} />
}
