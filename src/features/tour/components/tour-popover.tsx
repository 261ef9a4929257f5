import { useEffect, useRef } from 'react'
import type SlButton from '@shoelace-style/shoelace/dist/components/button/button.component.js'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import { findTarget, finishTour, nextStep, previousStep, skipTour, type ActiveTour } from '../stores/tour.ts'
import { useTargetRect } from '../lib/use-target-rect.ts'

const GAP = 10
const CARD_WIDTH = 320

/** Where the card goes: below the target, or above it when there is no room below. */
function cardPosition(rect: DOMRect) {
  const left = Math.max(GAP, Math.min(rect.left, innerWidth - CARD_WIDTH - GAP))
  const below = rect.bottom + GAP
  return innerHeight - below > 180 ? { left, top: below } : { left, bottom: innerHeight - rect.top + GAP }
}

/**
 * The lit box around the target, within the viewport: a target wider than the screen, or partly
 * scrolled out of a table, is lit where it shows rather than past the edge.
 */
function spotBox(rect: DOMRect) {
  const { clientWidth, clientHeight } = document.documentElement
  const left = Math.max(0, rect.left - 4)
  const top = Math.max(0, rect.top - 4)
  const right = Math.min(clientWidth, rect.right + 4)
  const bottom = Math.min(clientHeight, rect.bottom + 4)
  return { left, top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) }
}

/** One tour step: the target outlined, the rest dimmed, and the explanation card. Esc skips, arrows move. */
export function TourPopover({ active }: { active: ActiveTour }) {
  const t = useT()
  const step = active.steps[active.index]
  const last = active.index === active.steps.length - 1
  const rect = useTargetRect(step ? findTarget(active.root, step.target) : null)
  const primary = useRef<SlButton>(null)

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') skipTour()
      else if (e.key === 'ArrowRight' && !last) nextStep()
      else if (e.key === 'ArrowLeft') previousStep()
      else return
      e.preventDefault()
    }
    addEventListener('keydown', onKey)
    return () => removeEventListener('keydown', onKey)
  }, [last])

  // Focus follows the step, so Enter continues and screen readers read the new text.
  // Shoelace draws its inner button asynchronously: focusing before that throws inside Shoelace
  // and would take the whole app down, so wait for the button's first render.
  useEffect(() => {
    const button = primary.current as (HTMLElement & { updateComplete?: Promise<unknown> }) | null
    if (!button) return
    let live = true
    void Promise.resolve(button.updateComplete).then(() => {
      if (live && button.isConnected) button.focus()
    })
    return () => {
      live = false
    }
  }, [active.index, rect !== null])

  if (!step || !rect) return null
  return (
    <div className="qe-tour" data-testid="tour">
      <div className="qe-tour-spot" style={spotBox(rect)} />
      <div
        className="qe-tour-card"
        role="dialog"
        aria-modal="false"
        aria-labelledby="qe-tour-title"
        style={{ ...cardPosition(rect), width: CARD_WIDTH }}
        data-testid="tour-card"
        data-step={step.target}
      >
        <h3 className="qe-title" id="qe-tour-title">
          {t(step.title)}
        </h3>
        <p>{t(step.body)}</p>
        <div className="qe-tour-actions">
          <span className="qe-muted qe-small">
            {active.index + 1} / {active.steps.length}
          </span>
          <button type="button" className="qe-link" onClick={skipTour} data-testid="tour-skip">
            {t('tour.skip')}
          </button>
          <sl-button size="small" disabled={active.index === 0} onClick={previousStep} data-testid="tour-prev">
            {t('tour.previous')}
          </sl-button>
          <sl-button
            ref={primary}
            size="small"
            variant="primary"
            onClick={last ? finishTour : nextStep}
            data-testid="tour-next"
          >
            {t(last ? active.tour.doneLabel : 'tour.next')}
          </sl-button>
        </div>
      </div>
    </div>
  )
}
