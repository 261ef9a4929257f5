import { useStore } from '@nanostores/react'
import { useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react'
import { measurePickAt } from './measure/measure-pick.ts'
import { addPick, cancelPending, clearMeasurements, measureStore } from './measure/measure-store.ts'
import type { ModelView } from './model-view.ts'

/** A press that moves less than this many pixels is a click, not an orbit. */
export const CLICK_SLOP = 4

/**
 * Measuring on the model: while `active`, clicks feed the chosen mode (measure/measurement.ts) and
 * each finished measurement is kept, drawn and labelled until cleared or another model comes.
 * Dragging still orbits, so the user can turn the part between clicks; Escape drops the clicks of
 * an unfinished measurement.
 */
export function useMeasure(view: ModelView, holder: RefObject<HTMLElement | null>, active: boolean, model: unknown) {
  const down = useRef<{ x: number; y: number } | null>(null)
  const [store] = useState(measureStore)
  const state = useStore(store)

  useEffect(() => clearMeasurements(store), [model])
  useEffect(() => {
    const element = holder.current
    if (!active || !element) return
    const escape = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && cancelPending(store)) e.stopPropagation()
    }
    element.addEventListener('keydown', escape)
    return () => element.removeEventListener('keydown', escape)
  }, [active])
  useEffect(() => {
    if (!active) return view.setMarks({ points: [], segments: [] })
    const world = (p: readonly [number, number, number]) => view.toWorld(p)
    view.setMarks({
      points: [...state.results.flatMap((r) => r.points), ...state.pending.map((p) => p.point)].map(world),
      segments: state.results.flatMap((r) => r.segments).map(world),
    })
  }, [active, state.results, state.pending, model])

  return {
    store,
    state,
    onPointerDown(e: PointerEvent<HTMLElement>) {
      down.current = { x: e.clientX, y: e.clientY }
      // The viewer takes focus, so Escape reaches it after a click on the model.
      if (active && e.target === view.canvas) e.currentTarget.focus({ preventScroll: true })
    },
    onPointerUp(e: PointerEvent) {
      const start = down.current
      down.current = null
      if (!active || !start || Math.hypot(e.clientX - start.x, e.clientY - start.y) > CLICK_SLOP) return
      if (e.target !== view.canvas) return
      const pick = measurePickAt(view, e.clientX, e.clientY)
      if (pick) addPick(store, pick)
    },
  }
}
