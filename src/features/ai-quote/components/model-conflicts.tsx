import { useRef } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '../../../lib/i18n/use-t.ts'
import { CONFLICT_SIDES } from '../../../../contract/conflict-choices.ts'
import type { Part } from '../api/types.ts'
import { conflictText, sideLabel, type KeyNamer } from '../../../lib/conflicts/conflict-text.ts'
import { ConflictEvidence } from '../../../lib/conflicts/conflict-evidence.tsx'
import { nameIn, type StepNames } from '../lib/lead-time.ts'
import {
  $conflictStatus,
  $openConflict,
  ALL,
  chooseSide,
  drawingRulesAll,
  toggleEvidence,
} from '../stores/conflicts.ts'
import { $pricingOptions } from '../stores/options.ts'
import { $repricing } from '../stores/reprice.ts'

/**
 * 模型与图纸不一致: where the part's model, its drawing and what the buyer entered disagree, each
 * with its two values, its evidence on both documents side by side, and a button per side. Taking
 * a side prices the part with it as the buyer's own change; until then the quote is held for the
 * pricing engineer. Quotes made before conflicts were found show nothing.
 */
export function ModelConflicts({ part }: { part: Part }) {
  const t = useT()
  const key = String(part.partId)
  const status = useStore($conflictStatus)[key]
  const open = useStore($openConflict)[key]
  const repricing = useStore($repricing)[key]
  const options = useStore($pricingOptions)
  const state = useRef<HTMLParagraphElement>(null)
  const conflicts = part.quote?.conflicts ?? []
  if (conflicts.length === 0) return null
  const names: StepNames = options.status === 'ready' ? options.options : {}
  const name: KeyNamer = (kind, key) =>
    kind === 'material'
      ? nameIn(names.materials, key, 'materialName')
      : nameIn([...(names.surfaceTreatments ?? []), ...(names.heatTreatments ?? [])], key)
  const busy = status?.status === 'choosing' || repricing?.status === 'saving'
  const waiting = conflicts.filter((c) => c.resolution === null).length
  // The row chosen on may go (the values now agree): focus, and the eye, move to what is left to do.
  const choose = (conflict: (typeof conflicts)[number], side: (typeof CONFLICT_SIDES)[number]) =>
    void chooseSide(part, conflict, side).then((done) => done && state.current?.focus())
  return (
    <section className="qe-aiq-conflicts" aria-labelledby={`qe-aiq-conflicts-${key}`} data-testid="ai-quote-conflicts">
      <h4 id={`qe-aiq-conflicts-${key}`}>{t('aiQuote.conflicts.title')}</h4>
      <p className="qe-small" role="status" tabIndex={-1} ref={state} data-testid="ai-quote-conflicts-state">
        {waiting > 0 ? t('aiQuote.conflicts.held', { count: waiting }) : t('aiQuote.conflicts.allChosen')}
      </p>
      {waiting > 1 && (
        <button
          type="button"
          className="qe-aiq-lever-apply"
          disabled={busy}
          onClick={() => void drawingRulesAll(part).then((done) => done && state.current?.focus())}
          data-testid="ai-quote-conflicts-drawing-rules"
        >
          {t('aiQuote.conflicts.drawingRulesAll', { count: waiting })}
        </button>
      )}
      {status?.status === 'choosing' && status.id === ALL && (
        <p className="qe-muted qe-small" role="status" data-testid="ai-quote-conflict-busy">
          {t('aiQuote.conflicts.choosing')}
        </p>
      )}
      {status?.status === 'error' && (
        <p className="qe-aiq-error qe-small" role="alert" data-testid="ai-quote-conflict-error">
          {status.message}
        </p>
      )}
      <ul className="qe-aiq-conflict-list">
        {conflicts.map((conflict) => {
          const what = conflictText(conflict, name)
          const shown = open === conflict.id
          return (
            <li
              key={conflict.id}
              className={`qe-aiq-conflict${conflict.resolution ? ' is-chosen' : ''}`}
              data-testid="ai-quote-conflict"
              data-kind={conflict.kind}
              data-resolution={conflict.resolution ?? ''}
            >
              <p className="qe-aiq-conflict-what">{what}</p>
              {conflict.resolution && (
                <p className="qe-small qe-muted" data-testid="ai-quote-conflict-chosen">
                  {t('aiQuote.conflicts.chosen', { side: sideLabel(conflict, conflict.resolution) })}
                </p>
              )}
              <div className="qe-aiq-conflict-sides" role="group" aria-label={what}>
                {CONFLICT_SIDES.map((side) => (
                  <button
                    key={side}
                    type="button"
                    className="qe-aiq-lever-apply"
                    aria-pressed={conflict.resolution === side}
                    disabled={busy}
                    onClick={() => choose(conflict, side)}
                    data-testid={`ai-quote-conflict-take-${side}`}
                  >
                    {sideLabel(conflict, side)}
                  </button>
                ))}
                <button
                  type="button"
                  className="qe-link qe-small"
                  aria-expanded={shown}
                  onClick={() => toggleEvidence(part.partId, conflict.id)}
                  data-testid="ai-quote-conflict-show"
                >
                  {t(shown ? 'aiQuote.conflicts.hideBoth' : 'aiQuote.conflicts.showBoth')}
                </button>
              </div>
              {status?.status === 'choosing' && status.id === conflict.id && (
                <p className="qe-muted qe-small" role="status" data-testid="ai-quote-conflict-busy">
                  {t('aiQuote.conflicts.choosing')}
                </p>
              )}
              {shown && <ConflictEvidence files={part.files} conflict={conflict} label={what} />}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
