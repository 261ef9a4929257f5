/** Props of InlineSelect. */
export interface InlineSelectProps {
  label: string
  value: string | number
  /** Called with the chosen option's value. */
  onChange: (value: string) => void
  testId: string
  /** Each option's value and text, in order (an "all" choice has the value ''). */
  options: readonly (readonly [value: string | number, text: string])[]
}

/** A labelled native select of the quote-order toolbars (order list filters, statistics filters). */
export function InlineSelect({ label, value, onChange, testId, options }: InlineSelectProps) {
  return (
    <label className="qe-qo-inline">
      {label}
      <select className="qe-native-input" value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </label>
  )
}
