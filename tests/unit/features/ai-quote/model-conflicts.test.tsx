import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import type { ModelConflict, Part } from '../../../../src/features/ai-quote/api/types.ts'
import { ModelConflicts } from '../../../../src/features/ai-quote/components/model-conflicts.tsx'
import { forgetConflicts } from '../../../../src/features/ai-quote/stores/conflicts.ts'
import { $pricingOptions } from '../../../../src/features/ai-quote/stores/options.ts'
import { $parts } from '../../../../src/features/ai-quote/stores/parts.ts'
import { setLocale } from '../../../../src/lib/i18n/index.ts'
import { logIn, stubFetch } from '../../support/fetch-stub.ts'
import { click, mountRoot } from '../../support/render.tsx'
import { resetState } from '../../support/reset.ts'
import { envelope, part, pricingOptions } from './support.ts'

// The card's model–drawing conflicts: each worded with both values, held until the buyer takes a
// side, and a side taken by sending exactly the re-price body the server offered for it.

const THREAD: ModelConflict = {
  id: 'thread:M6',
  kind: 'thread',
  drawing: { value: 4, text: '4×M6 深12', page: 1, box: { x: 150, y: 230, width: 18.2, height: 3.5 } },
  model: { value: 2, source: 'model', faces: [14, 19, 15, 20] },
  params: { size: 'M6', diameter: 5 },
  resolution: null,
  choices: {
    drawing: { threads: [{ size: 'M6', count: 4 }], conflictChoices: { 'thread:M6': 'drawing' } },
    model: { threads: [{ size: 'M6', count: 2 }], conflictChoices: { 'thread:M6': 'model' } },
  },
}

const MATERIAL: ModelConflict = {
  id: 'material',
  kind: 'material',
  drawing: { value: '45#', text: '45#', page: 1, box: { x: 330, y: 40, width: 6.3, height: 3.5 } },
  model: { value: 'AL6061', source: 'form', faces: [] },
  resolution: 'model',
  choices: { drawing: { material: '45#', conflictChoices: { material: 'drawing' } }, model: {} },
}

function withConflicts(conflicts: ModelConflict[] | undefined): Part {
  const p = part(5, '400.85') as unknown as Part
  p.quote = { ...p.quote!, ...(conflicts ? { conflicts } : {}) }
  return p
}

describe('ModelConflicts', () => {
  const view = mountRoot()
  const q = (id: string) => view.host.querySelector(`[data-testid="${id}"]`)
  const rows = () => [...view.host.querySelectorAll('[data-testid="ai-quote-conflict"]')]

  beforeEach(() => {
    resetState()
    forgetConflicts()
    $pricingOptions.set(pricingOptions({ key: '45#', name: '45钢' }))
  })
  afterEach(async () => {
    await view.render(null)
    vi.unstubAllGlobals()
  })

  it('words each conflict with both values and says the quote is held, in both languages', async () => {
    await view.render(<ModelConflicts part={withConflicts([THREAD, MATERIAL])} />)
    expect(q('ai-quote-conflicts')?.querySelector('h4')?.textContent).toBe('模型与图纸不一致')
    expect(rows()[0]?.textContent).toContain('螺纹 M6：图纸标注 4 处，模型中底孔或公称直径的孔有 2 个')
    expect(rows()[1]?.textContent).toContain('材料：图纸为 45钢，您填写的是 铝合金 6061')
    expect(rows()[1]?.textContent).toContain('您的选择：以我填写的为准')
    expect(q('ai-quote-conflicts-state')?.textContent).toContain('1 处不一致待您选择')
    await act(async () => setLocale('en'))
    await view.render(<ModelConflicts part={withConflicts([THREAD, MATERIAL])} />)
    expect(rows()[0]?.textContent).toContain('Thread M6: the drawing calls 4, the model has 2 holes')
    expect(rows()[0]?.querySelector('[data-testid="ai-quote-conflict-take-model"]')?.textContent).toBe(
      'The model is right',
    )
    expect(rows()[1]?.querySelector('[data-testid="ai-quote-conflict-take-model"]')?.getAttribute('aria-pressed')).toBe(
      'true',
    )
    expect(q('ai-quote-conflicts-state')?.textContent).toContain('1 disagreement waits for your choice')
  })

  it('shows nothing for a part that agrees or a quote made before conflicts were found', async () => {
    await view.render(<ModelConflicts part={withConflicts([])} />)
    expect(q('ai-quote-conflicts')).toBeNull()
    await view.render(<ModelConflicts part={withConflicts(undefined)} />)
    expect(q('ai-quote-conflicts')).toBeNull()
  })

  it('takes the drawing’s side by sending the body the server offered for it', async () => {
    logIn()
    const before = withConflicts([THREAD])
    const after = withConflicts([{ ...THREAD, resolution: 'drawing' }])
    const calls = stubFetch(envelope(after))
    $parts.setKey('5', { status: 'ready', part: before })
    await view.render(<ModelConflicts part={before} />)
    await click(q('ai-quote-conflict-take-drawing'))
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]?.url).toContain('/part/5/reprice')
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(THREAD.choices.drawing)
    await vi.waitFor(() => expect($parts.get()['5']?.part?.quote?.conflicts?.[0]?.resolution).toBe('drawing'))
  })

  it('lets the drawing rule every open conflict at once, in one re-price', async () => {
    logIn()
    const OPEN_MATERIAL: ModelConflict = { ...MATERIAL, resolution: null }
    const before = withConflicts([THREAD, OPEN_MATERIAL])
    const calls = stubFetch(envelope(withConflicts([])))
    $parts.setKey('5', { status: 'ready', part: before })
    await view.render(<ModelConflicts part={before} />)
    expect(q('ai-quote-conflicts-drawing-rules')?.textContent).toBe('全部以图纸为准（2 处）')
    await click(q('ai-quote-conflicts-drawing-rules'))
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      threads: [{ size: 'M6', count: 4 }],
      material: '45#',
      conflictChoices: { 'thread:M6': 'drawing', material: 'drawing' },
    })
    // With one conflict open there is nothing to do "at once".
    await view.render(<ModelConflicts part={withConflicts([THREAD, MATERIAL])} />)
    expect(q('ai-quote-conflicts-drawing-rules')).toBeNull()
  })

  it('opens the evidence side by side and closes it again', async () => {
    await view.render(<ModelConflicts part={withConflicts([THREAD])} />)
    const toggle = q('ai-quote-conflict-show')!
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    await click(toggle)
    expect(q('ai-quote-conflict-evidence')).not.toBeNull()
    expect(q('ai-quote-conflict-evidence')?.textContent).toContain('图纸：4×M6 深12')
    await click(q('ai-quote-conflict-show'))
    expect(q('ai-quote-conflict-evidence')).toBeNull()
  })
})
