import { useMemo } from 'react'
import { Box3, Color, Vector3 } from 'three'
import type { LoadedModel } from '../lib/load-model.ts'

/** The accent blue of the toolbar, so the box reads as the viewer's, not the part's. */
const BOX_COLOR = new Color(0x3b82f6)

/**
 * The bounding box the shown dimensions measure, in the model's own coordinates (it hangs under the
 * model's pivot), so the drawn box and the numbers beside it come from the same bounds.
 */
export function DimensionBox({ model }: { model: LoadedModel }) {
  const box = useMemo(() => new Box3(new Vector3(...model.stats.min), new Vector3(...model.stats.max)), [model])
  return <box3Helper args={[box, BOX_COLOR]} />
}
