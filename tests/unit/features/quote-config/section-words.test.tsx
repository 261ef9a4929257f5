import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { defaultQuoteConfig } from '../../../../server/engine/pricing/default-config.ts'
import { SectionFields } from '../../../../src/features/quote-config/components/section-fields.tsx'
import { toDraft, type Draft, type DraftRow } from '../../../../src/features/quote-config/lib/draft.ts'
import { SECTION_FIELDS } from '../../../../src/features/quote-config/lib/sections.ts'
import '../../../../src/lib/i18n/enum-messages.ts'
import { setLocale } from '../../../../src/lib/i18n/index.ts'
import { mountRoot } from '../../support/render.tsx'
import { resetState } from '../../support/reset.ts'

// The material classes a treatment applies to are ticked by name (铝合金, Aluminium), not typed as
// codes (Al, SS); the previous version's choice reads in the same words.

const fields = SECTION_FIELDS.treatment
const section = () => (defaultQuoteConfig() as unknown as { treatment: Record<string, unknown> }).treatment
const draftOf = (): Draft => toDraft(fields, section())
const itemsKey = fields.find((f) => f.type === 'items' || f.type === 'keyed')!.key
const rows = (d: Draft) => d[itemsKey] as DraftRow[]

describe('a treatment’s material classes on screen', () => {
  const view = mountRoot()
  const at = (id: string) => view.host.querySelector(`[data-testid="${id}"]`)
  beforeEach(resetState)
  afterEach(() => view.render(null))

  it('ticks the classes by name in both languages and sends the codes the schema keeps', async () => {
    const draft = draftOf()
    const i = rows(draft).findIndex((r) => r.key === 'BLACK_OXIDE')
    const stored = rows(draft)[i]!.appliesTo!
    const previous = { ...draft, [itemsKey]: rows(draft).map((r, n) => (n === i ? { ...r, appliesTo: 'Al' } : r)) }
    let sent: Draft | undefined
    await view.render(
      <SectionFields fields={fields} draft={draft} previous={previous} errors={{}} onChange={(d) => (sent = d)} />,
    )
    const box = (cls: string) => at(`qc-${itemsKey}-${i}-appliesTo-${cls}`)
    expect(box('steel')?.textContent).toBe('钢')
    expect(box('steel')?.hasAttribute('checked')).toBe(stored.includes('steel'))
    expect(box('Al')?.textContent).toBe('铝合金')
    expect(view.host.textContent).toContain('原为 铝合金')
    await act(async () => setLocale('en'))
    expect(box('SS')?.textContent).toBe('Stainless steel')
    expect(view.host.textContent).toContain('was Aluminium')
    await act(async () => {
      box('plastic')!.setAttribute('checked', '')
      ;(box('plastic') as HTMLInputElement).checked = true
      box('plastic')!.dispatchEvent(new CustomEvent('sl-change', { bubbles: true }))
    })
    expect(rows(sent!)[i]!.appliesTo).toContain('plastic')
  })
})

describe('the machining section’s machine rows on screen', () => {
  const view = mountRoot()
  beforeEach(resetState)
  afterEach(() => view.render(null))

  it('names each seeded machine key under its input in the reader’s language, and leaves a new key as typed', async () => {
    const machining = SECTION_FIELDS.machining
    const config = defaultQuoteConfig() as unknown as { machining: Record<string, unknown> }
    const draft = toDraft(machining, config.machining)
    const machines = [...(draft.machines as DraftRow[]), { key: 'DMU50', rate: '250', setupMin: '30' }]
    const index = (key: string) => machines.findIndex((r) => r.key === key)
    await view.render(
      <SectionFields
        fields={machining}
        draft={{ ...draft, machines }}
        previous={undefined}
        errors={{}}
        onChange={() => {}}
      />,
    )
    const help = (key: string) =>
      (view.host.querySelector(`[data-testid="qc-machines-${index(key)}-key"]`) as { helpText?: string } | null)
        ?.helpText ?? ''
    expect(help('M5AX')).toBe('五轴加工中心')
    await act(async () => setLocale('en'))
    expect(help('M5AX')).toBe('5-axis machining centre')
    expect(help('LATHE')).toBe('CNC lathe')
    expect(help('DMU50')).toBe('')
  })
})
