import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Part } from '../../../../src/features/ai-quote/api/types.ts'
import { PartPreviews } from '../../../../src/features/ai-quote/components/part-previews.tsx'
import { onWarmUp, warmUp } from '../../../../src/lib/warm-up.ts'
import { mountRoot } from '../../support/render.tsx'
import { resetState } from '../../support/reset.ts'
import { part } from './support.ts'

describe('warming the 3D viewer while a part is analysed', () => {
  const view = mountRoot()
  const warm = vi.fn()
  beforeEach(() => {
    resetState()
    warm.mockClear()
    onWarmUp('model-preview', warm)
  })
  afterEach(() => view.render(null))

  it('does nothing for an element that registered nothing', () => {
    expect(() => warmUp('no-such-element')).not.toThrow()
    expect(warm).not.toHaveBeenCalled()
  })

  it('asks for the viewer once while the card waits for the price and the mesh', async () => {
    const running = part(3) as unknown as Part
    running.status = 'running'
    running.files[0]!.meshUrl = '/api/cnc/partcosts/file/1/mesh'
    await view.render(<PartPreviews part={running} />)
    await view.render(<PartPreviews part={{ ...running }} />)
    expect(warm).toHaveBeenCalledTimes(1)
    expect(view.host.querySelector('model-preview')).toBeNull()
  })
})
