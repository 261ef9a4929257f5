/** Props of CheckList. */
export interface CheckListProps<T extends string> {
  /** The group's name, in the user's language. */
  legend: string
  items: readonly T[]
  checked: (item: T) => boolean
  onChange: (item: T, on: boolean) => void
  /** An item's name, in the user's language. */
  label: (item: T) => string
  testId: (item: T) => string
}

/** A group of ticked boxes of an admin form (native checkboxes: Tab and Space work as everywhere). */
export function CheckList<T extends string>({ legend, items, checked, onChange, label, testId }: CheckListProps<T>) {
  return (
    <fieldset className="qe-admin-grants">
      <legend>{legend}</legend>
      {items.map((item) => (
        <label key={item} className="qe-admin-perm">
          <input
            type="checkbox"
            checked={checked(item)}
            onChange={(e) => onChange(item, e.target.checked)}
            data-testid={testId(item)}
          />
          {label(item)}
        </label>
      ))}
    </fieldset>
  )
}
