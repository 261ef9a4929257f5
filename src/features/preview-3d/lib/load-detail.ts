import type { ModelLoadDetail } from '../../../lib/events.ts'
import type { LoadedModel } from './load-model.ts'

const vec = ([x, y, z]: readonly number[]) => ({ x: x!, y: y!, z: z! })

/** The `load` event's detail: quantities in model coordinates and units (never the viewer's Y-up world). */
export function loadModelDetail(model: LoadedModel, url: string): ModelLoadDetail {
  const { min, max, triangles, closed, volume, area } = model.stats
  return {
    url,
    format: model.format,
    units: model.units,
    triangles,
    boundingBox: { min: vec(min), max: vec(max), size: vec(max.map((v, i) => v - min[i]!)) },
    closed,
    // A volume of an open mesh is meaningless: only closed meshes report one.
    volume: closed ? volume : null,
    area: closed ? area : null,
  }
}
