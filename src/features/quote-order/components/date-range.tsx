import { useT } from '../../../lib/i18n/use-t.ts'

/** Props of DateRange. */
export interface DateRangeProps {
  /** yyyy-mm-dd or '' (open). */
  from: string
  to: string
  /** Called with the one end that changed. */
  onChange: (change: { from: string } | { to: string }) => void
  /** Test id prefix: `<prefix>-from`, `<prefix>-to`. */
  testId: string
}

/** The from / to dates of the order list and the statistics; neither end can pass the other. */
export function DateRange({ from, to, onChange, testId }: DateRangeProps) {
  const t = useT()
  return (
    <>
      <DateEnd
        label={t('quoteOrder.list.from')}
        value={from}
        max={to}
        onChange={(value) => onChange({ from: value })}
        testId={`${testId}-from`}
      />
      <DateEnd
        label={t('quoteOrder.list.to')}
        value={to}
        min={from}
        onChange={(value) => onChange({ to: value })}
        testId={`${testId}-to`}
      />
    </>
  )
}

/** One end of the range, bounded by the other end when that is set. */
function DateEnd(props: {
  label: string
  value: string
  min?: string
  max?: string
  onChange: (value: string) => void
  testId: string
}) {
  return (
    <label className="qe-qo-inline">
      {props.label}
      <input
        type="date"
        className="qe-native-input"
        value={props.value}
        min={props.min || undefined}
        max={props.max || undefined}
        onChange={(e) => props.onChange(e.target.value)}
        data-testid={props.testId}
      />
    </label>
  )
}
