import '../messages.ts'
import type { CSSProperties } from 'react'
import { MARK_COLOR } from '../lib/measure/mark-color.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { MEASURE_MODES, type MeasureMode } from '../lib/measure/measurement.ts'
import { chooseMode, clearMeasurements, type MeasureState, type MeasureStore } from '../lib/measure/measure-store.ts'
import { MODE_LABELS, detailText, measureHint } from './measure-text.ts'

interface MeasurePanelProps {
  store: MeasureStore
  state: MeasureState
  units: string
}

/**
 * The measuring controls: what to measure, what to click next (or why a click was refused), the
 * measurements taken, numbered as their labels in the model, and a button that clears them.
 */
export function MeasurePanel({ store, state, units }: MeasurePanelProps) {
  const t = useT()
  const { mode, pending, results, notice } = state
  return (
    <div
      className="qe-measure"
      part="measure"
      role="group"
      aria-label={t('preview.measure')}
      style={{ '--qe-mark': MARK_COLOR } as CSSProperties}
    >
      {results.length > 0 && (
        <ol className="qe-measure-list" aria-label={t('measure.results')}>
          {results.map((m, i) => (
            <li key={i} data-measure={m.mode} data-value={m.value} data-delta={m.delta?.join(' ')}>
              <span className="qe-measure-no">{i + 1}</span>
              <span className="qe-measure-name">{t(MODE_LABELS[m.mode])}</span>
              <span data-info={m.mode === 'point' ? 'distance' : m.mode}>{detailText(m, units)}</span>
            </li>
          ))}
        </ol>
      )}
      <p className="qe-hint" role={notice ? 'alert' : 'status'} data-notice={notice ?? undefined}>
        {t(measureHint(state))}
        {pending.length > 0 && <span className="qe-muted"> · {t('measure.escape')}</span>}
      </p>
      <div className="qe-measure-row">
        <select
          aria-label={t('measure.mode')}
          value={mode}
          onChange={(e) => chooseMode(store, e.target.value as MeasureMode)}
        >
          {MEASURE_MODES.map((m) => (
            <option key={m} value={m}>
              {t(MODE_LABELS[m])}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="qe-tool"
          title={t('measure.clear')}
          aria-label={t('measure.clear')}
          data-tool="measure-clear"
          disabled={!results.length && !pending.length}
          onClick={() => clearMeasurements(store)}
        >
          <sl-icon name="trash" />
        </button>
      </div>
    </div>
  )
}
