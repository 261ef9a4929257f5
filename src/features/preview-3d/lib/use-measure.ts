import { useStore } from '@nanostores/react'
import { useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react'
import { measurePickAt } from './measure/measure-pick.ts'
import { addPick, cancelPending, clearMeasurements, measureStore } from './measure/measure-store.ts'
import type { Vec3 } from './measure/vec3.ts'
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
  // Where a point-to-point click would snap (a vertex or an edge under the pointer), shown before the click.
  const [snap, setSnap] = useState<Vec3 | null>(null)
  const hoverFrame = useRef(0)
  useEffect(() => () => cancelAnimationFrame(hoverFrame.current), [])
  useEffect(() => setSnap(null), [active, state.mode, model])

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
      points: [
        ...state.results.flatMap((r) => r.points),
        ...state.pending.map((p) => p.point),
        ...(snap ? [snap] : []),
      ].map(world),
      segments: state.results.flatMap((r) => r.segments).map(world),
    })
  }, [active, state.results, state.pending, snap, model])

  return {
    store,
    state,
    onPointerDown(e: PointerEvent<HTMLElement>) {
      down.current = { x: e.clientX, y: e.clientY }
      // The viewer takes focus, so Escape reaches it after a click on the model.
      if (active && e.target === view.canvas) e.currentTarget.focus({ preventScroll: true })
    },
    onPointerMove(e: PointerEvent) {
      // A raycast at most once a frame, never while dragging, and a new frame only when the snap moves.
      if (!active || down.current || state.mode !== 'point') return
      const { clientX, clientY, target } = e
      cancelAnimationFrame(hoverFrame.current)
      hoverFrame.current = requestAnimationFrame(() => {
        const pick = target === view.canvas ? measurePickAt(view, clientX, clientY) : null
        const next = pick?.snapped ? pick.point : null
        setSnap((shown) => (shown?.join() === next?.join() ? shown : next))
      })
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
