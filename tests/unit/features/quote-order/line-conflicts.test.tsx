import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ModelConflict } from '../../../../contract/conflicts.ts'
import { LineConflicts } from '../../../../src/features/quote-order/components/line-conflicts.tsx'
import { click, mountRoot } from '../../support/render.tsx'
import { resetState } from '../../support/reset.ts'
import { line } from './support.ts'

// The order review shows the staff what the buyer saw: each conflict worded with both values, the
// side taken or that none was, and the same evidence on both documents.

const HOLES: ModelConflict = {
  id: 'holes:6.6',
  kind: 'holeCount',
  drawing: { value: 4, text: '4×Ø6.6 通孔', page: 1, box: { x: 150, y: 180, width: 20, height: 3.5 } },
  model: { value: 2, source: 'model', faces: [16, 17] },
  params: { diameter: 6.6 },
  resolution: null,
  choices: { drawing: { drilledHoles: 6 }, model: {} },
}

describe('LineConflicts', () => {
  const view = mountRoot()
  const q = (id: string) => view.host.querySelector(`[data-testid="${id}"]`)
  beforeEach(() => resetState())
  afterEach(async () => view.render(null))

  it('words an unchosen conflict as holding the line, and opens its evidence on both documents', async () => {
    await view.render(<LineConflicts line={line({ conflicts: [HOLES] })} />)
    expect(q('qo-line-conflict')?.textContent).toContain('孔 Ø6.6：图纸标注 4 个，模型中有 2 个')
    expect(q('qo-line-conflict')?.textContent).toContain('尚未选择：待审核')
    await click(q('qo-line-conflict-show'))
    expect(q('ai-quote-conflict-evidence')?.textContent).toContain('图纸：4×Ø6.6 通孔')
  })

  it('names the side the buyer took, and shows nothing for a line without conflicts', async () => {
    await view.render(<LineConflicts line={line({ conflicts: [{ ...HOLES, resolution: 'model' }] })} />)
    expect(q('qo-line-conflict')?.textContent).toContain('您的选择：以模型为准')
    await view.render(<LineConflicts line={line()} />)
    expect(q('qo-conflicts')).toBeNull()
  })
})
