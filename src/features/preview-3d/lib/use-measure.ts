import { useEffect, useRef, useState, type PointerEvent } from 'react'
import type { Vector3 } from 'three'
import type { ModelView } from './model-view.ts'

/** A point-to-point measurement in model coordinates and units. */
export interface Measurement {
  distance: number
  dx: number
  dy: number
  dz: number
}

/** A press that moves less than this many pixels is a click, not an orbit. */
export const CLICK_SLOP = 4

/**
 * Point-to-point measurement: while `active`, two clicks on the model give the distance; a third
 * starts again. Dragging still orbits, so the user can turn the part between the clicks.
 */
export function useMeasure(view: ModelView, active: boolean) {
  const down = useRef<{ x: number; y: number } | null>(null)
  const points = useRef<Vector3[]>([])
  const [result, setResult] = useState<Measurement | null>(null)

  useEffect(() => {
    points.current = []
    setResult(null)
    view.setMarks([])
  }, [active, view.model])

  return {
    result: active ? result : null,
    onPointerDown(e: PointerEvent) {
      down.current = { x: e.clientX, y: e.clientY }
    },
    onPointerUp(e: PointerEvent) {
      const start = down.current
      down.current = null
      if (!active || !start || Math.hypot(e.clientX - start.x, e.clientY - start.y) > CLICK_SLOP) return
      if (e.target !== view.canvas) return
      const hit = view.hitAt(e.clientX, e.clientY)?.point
      if (!hit) return
      points.current = points.current.length >= 2 ? [hit] : [...points.current, hit]
      view.setMarks(points.current)
      const [a, b] = points.current
      if (!a || !b) return setResult(null)
      const d = view.toModel(b).sub(view.toModel(a))
      setResult({ distance: d.length(), dx: Math.abs(d.x), dy: Math.abs(d.y), dz: Math.abs(d.z) })
    },
  }
}
