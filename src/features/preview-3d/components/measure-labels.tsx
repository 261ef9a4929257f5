import { MARK_COLOR } from '../lib/measure/mark-color.ts'
import { useLayoutEffect, useRef, type CSSProperties } from 'react'
import type { Measurement } from '../lib/measure/measurement.ts'
import type { ModelView } from '../lib/model-view.ts'
import { valueText } from './measure-text.ts'

interface MeasureLabelsProps {
  view: ModelView
  results: readonly Measurement[]
  units: string
}

/**
 * Each measurement's number and value beside its marks in the model, moved after every frame so
 * they follow the camera. For the eye only: the panel's list says the same to assistive technology.
 */
export function MeasureLabels({ view, results, units }: MeasureLabelsProps) {
  const layer = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const place = () => {
      const box = layer.current?.getBoundingClientRect()
      if (!box) return
      layer.current!.querySelectorAll<HTMLElement>('[data-label]').forEach((label, i) => {
        const anchor = results[i]?.anchor
        const at = anchor && view.clientPoint(view.toWorld(anchor))
        label.hidden = !at
        if (at) label.style.transform = `translate(${at.x - box.left}px, ${at.y - box.top}px)`
      })
    }
    place()
    view.drawn.add(place)
    return () => void view.drawn.delete(place)
  }, [view, results])
  return (
    <div
      className="qe-measure-labels"
      ref={layer}
      aria-hidden="true"
      style={{ '--qe-mark': MARK_COLOR } as CSSProperties}
    >
      {results.map((m, i) => (
        <span key={i} data-label>
          <b>{i + 1}</b> {valueText(m, units)}
        </span>
      ))}
    </div>
  )
}
