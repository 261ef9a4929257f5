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
      <label className="qe-qo-inline">
        {t('quoteOrder.list.from')}
        <input
          type="date"
          className="qe-native-input"
          value={from}
          max={to || undefined}
          onChange={(e) => onChange({ from: e.target.value })}
          data-testid={`${testId}-from`}
        />
      </label>
      <label className="qe-qo-inline">
        {t('quoteOrder.list.to')}
        <input
          type="date"
          className="qe-native-input"
          value={to}
          min={from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
          data-testid={`${testId}-to`}
        />
      </label>
    </>
  )
}
