import { useState } from 'react'
import { useT } from '../../../lib/i18n/use-t.ts'
import { ConflictEvidence } from '../../../lib/conflicts/conflict-evidence.tsx'
import { conflictText, sideLabel } from '../../../lib/conflicts/conflict-text.ts'
import type { QuoteOrderLine } from '../api/types.ts'

/**
 * Where the line's model, drawing and the buyer's entries disagreed when it was quoted, each with
 * the side the buyer took (or none: what holds the line), and the same evidence the buyer saw —
 * the drawing zoomed to its text beside the model with its faces tinted — one at a time.
 */
export function LineConflicts({ line }: { line: QuoteOrderLine }) {
  const t = useT()
  const [open, setOpen] = useState<string | null>(null)
  if (line.conflicts.length === 0) return null
  return (
    <div role="note" className="qe-qo-flags" data-testid="qo-conflicts">
      <strong className="qe-small">{t('aiQuote.conflicts.title')}</strong>
      <ul>
        {line.conflicts.map((conflict) => {
          const what = conflictText(conflict)
          const shown = open === conflict.id
          return (
            <li key={conflict.id} data-testid="qo-line-conflict" data-resolution={conflict.resolution ?? ''}>
              {what}{' '}
              <span className="qe-muted qe-small">
                {conflict.resolution
                  ? t('aiQuote.conflicts.chosen', { side: sideLabel(conflict, conflict.resolution) })
                  : t('aiQuote.conflicts.unchosen')}
              </span>{' '}
              <button
                type="button"
                className="qe-link qe-small"
                aria-expanded={shown}
                onClick={() => setOpen(shown ? null : conflict.id)}
                data-testid="qo-line-conflict-show"
              >
                {t(shown ? 'aiQuote.conflicts.hideBoth' : 'aiQuote.conflicts.showBoth')}
              </button>
              {shown && <ConflictEvidence files={line.files} conflict={conflict} label={what} />}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
