import { RECORD_ONLY, evidence, type ConflictCheck } from './types.ts'

// Lengths agree within this fraction; a ratio this close to a unit factor or a drawing scale is one.
const AGREE = 0.01
const INCH = 25.4
const SCALES = [2, 5, 10, 0.5, 0.2, 0.1]
const PLAIN_NUMBER = /^\d{1,5}(?:\.\d{1,4})?$/

/**
 * The drawing's largest dimension (a bare number: a dimension's text) against the model's largest
 * extent. A drawing never dimensions more than the part measures, and names its overall length: a
 * ratio of 25.4 either way is a unit mistake (a model in inches read as mm, or the reverse); a
 * ratio of a drawing scale (2:1, 1:10) is a scale mistake; a larger dimension otherwise is another
 * size. A smaller one is a detail's dimension, not a conflict. Neither side changes a price input
 * (the model is what is machined), so the choice is recorded and clears the hold.
 */
export const sizeConflicts: ConflictCheck = (input) => {
  const d = input.drawing
  const g = input.geometry
  if (!d || !g) return []
  // A value a rule already read (quantity 20, Ra 1.6) is not a dimension.
  const taken = new Set(d.findings.map((f) => `${f.page}:${f.box.x}:${f.box.y}`))
  const dims = d.items.filter((i) => PLAIN_NUMBER.test(i.text.trim()) && !taken.has(`${i.page}:${i.box.x}:${i.box.y}`))
  if (dims.length === 0) return []
  const largest = dims.reduce((a, b) => (Number(b.text) > Number(a.text) ? b : a))
  const length = Number(largest.text)
  const extents = [g.bbox.size.x, g.bbox.size.y, g.bbox.size.z]
  const longest = Math.max(...extents)
  if (longest <= 0 || extents.some((e) => near(length / e, 1))) return []
  const ratio = length / longest
  const cause = near(ratio, INCH)
    ? 'model-inch'
    : near(ratio, 1 / INCH)
      ? 'drawing-inch'
      : SCALES.some((s) => near(ratio, s))
        ? 'scale'
        : length > Math.hypot(...extents)
          ? 'larger'
          : undefined
  if (!cause) return []
  return [
    {
      id: 'size',
      kind: 'size',
      drawing: evidence(largest, length),
      model: { value: Math.round(longest * 100) / 100, source: 'model', faces: [] },
      params: { cause, ratio: Math.round(ratio * 1000) / 1000 },
      changes: RECORD_ONLY,
    },
  ]
}

const near = (a: number, b: number) => Math.abs(a / b - 1) <= AGREE
