import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { EQUIPMENT_TYPES } from '../../../../contract/equipment-types.ts'
import { quoteConfigSchema } from '../../../../contract/quote-config.ts'
import { defaultQuoteConfig } from '../../../../server/engine/pricing/default-config.ts'
import { SectionFields } from '../../../../src/features/quote-config/components/section-fields.tsx'
import { fromDraft, toDraft, type Draft, type DraftRow } from '../../../../src/features/quote-config/lib/draft.ts'
import {
  columnLabel,
  labelKey,
  leafField,
  tickOptions,
  type FieldSpec,
} from '../../../../src/features/quote-config/lib/field-spec.ts'
import { SECTION_FIELDS } from '../../../../src/features/quote-config/lib/sections.ts'
import { validateSection } from '../../../../src/features/quote-config/lib/validate.ts'
import '../../../../src/lib/i18n/enum-messages.ts'
import { LOCALES, setLocale, textOf } from '../../../../src/lib/i18n/index.ts'
import { mountRoot } from '../../support/render.tsx'
import { resetState } from '../../support/reset.ts'

// The lead-time section is edited in words: every field and tier column labelled with its unit,
// tiers, queues, weekdays and machine kinds by name; what is saved is what the schema accepts.

const fields = SECTION_FIELDS.leadTime
const field = <K extends FieldSpec['type']>(key: string) =>
  fields.find((f) => f.key === key) as Extract<FieldSpec, { type: K }>
const section = () => (defaultQuoteConfig() as unknown as { leadTime: Record<string, unknown> }).leadTime
const draftOf = (): Draft => toDraft(fields, section())
const rowsOf = (draft: Draft, key: string) => draft[key] as DraftRow[]
const withRow = (draft: Draft, key: string, match: string, column: string, value: string): Draft => ({
  ...draft,
  [key]: rowsOf(draft, key).map((r) => (r.key === match ? { ...r, [column]: value } : r)),
})
const serverAccepts = (draft: Draft) =>
  quoteConfigSchema.safeParse({ ...defaultQuoteConfig(), leadTime: fromDraft(fields, draft, section()) }).success

describe('the lead-time section’s words', () => {
  beforeEach(resetState)

  it('labels every field and column in both languages', () => {
    const columns = (f: FieldSpec) =>
      f.type === 'keyed' || f.type === 'items' ? f.columns : f.type === 'group' ? f.fields : []
    for (const { lang } of LOCALES) {
      setLocale(lang)
      for (const f of fields) {
        expect(textOf(labelKey(f.key)), `${lang} ${f.key}`).not.toBe(labelKey(f.key))
        for (const c of columns(f)) expect(columnLabel(f.key, c.key), `${lang} ${c.key}`).not.toMatch(/^quoteConfig\./)
      }
    }
    setLocale('zh-CN')
    expect(columnLabel('machineHours', 'key')).toBe('设备类型')
    expect(columnLabel('tiers', 'key')).toBe('档位')
    expect(columnLabel('tiers', 'overtimeHours')).toBe('每日加班工时 (h)')
  })

  it('chooses the default tier and each tier by name, and the queue by what it does', () => {
    const defaultTier = leafField(field<'text'>('defaultTier'))
    expect(defaultTier.kind).toBe('enum')
    expect(defaultTier.options).toEqual(['economy', 'standard', 'rush'])
    const queue = field<'keyed'>('tiers').columns.find((c) => c.key === 'queue')!
    setLocale('zh-CN')
    expect(defaultTier.options!.map((o) => textOf(defaultTier.optionLabel!(o)))).toEqual(['经济', '标准', '加急'])
    expect(textOf(leafField(queue).optionLabel!('ahead'))).toBe('优先插队')
    setLocale('en')
    expect(textOf(leafField(queue).optionLabel!('normal'))).toBe('Wait in the queue')
  })

  it('ticks weekdays 1 to 7 rather than typing them', () => {
    expect(tickOptions(field<'numbers'>('workdays'))).toEqual(['1', '2', '3', '4', '5', '6', '7'])
    expect(tickOptions(field<'list'>('holidays'))).toBeNull()
  })
})

describe('editing the lead-time section', () => {
  it('has one row per machine kind, blank where the library’s machines count, and saves only those given', () => {
    const draft = draftOf()
    expect(rowsOf(draft, 'machineHours').map((r) => r.key)).toEqual([...EQUIPMENT_TYPES])
    expect(rowsOf(draft, 'machineHours').every((r) => r.value === '')).toBe(true)
    expect(fromDraft(fields, draft, {})).toEqual(section())
    const edited = withRow(draft, 'machineHours', 'vmc5', 'value', '40')
    expect(fromDraft(fields, edited).machineHours).toEqual({ vmc5: 40 })
    expect(validateSection('leadTime', edited)).toEqual({})
    expect(serverAccepts(edited)).toBe(true)
  })

  it('saves a changed rush price factor', () => {
    const edited = withRow(draftOf(), 'tiers', 'rush', 'priceFactor', '0.45')
    expect(validateSection('leadTime', edited)).toEqual({})
    expect((fromDraft(fields, edited).tiers as Record<string, { priceFactor: number }>).rush?.priceFactor).toBe(0.45)
  })

  const rushRow = () => rowsOf(draftOf(), 'tiers').findIndex((r) => r.key === 'rush')
  const cases: [string, (d: Draft) => Draft, () => string, string, Record<string, unknown>?][] = [
    ['cutoff 25:00', (d) => ({ ...d, cutoff: '25:00' }), () => 'cutoff', 'patternExample', { example: '15:00' }],
    [
      'a holiday in month 13',
      (d) => ({ ...d, holidays: '2026-10-01, 2026-13-01' }),
      () => 'holidays',
      'patternExample',
      { example: '2026-10-01' },
    ],
    ['no working weekday', (d) => ({ ...d, workdays: '' }), () => 'workdays', 'minItems', { min: 1 }],
    [
      'a price factor of 9',
      (d) => withRow(d, 'tiers', 'rush', 'priceFactor', '9'),
      () => `tiers.${rushRow()}.priceFactor`,
      'max',
      { max: 5 },
    ],
    [
      'negative machine hours',
      (d) => withRow(d, 'machineHours', 'lathe', 'value', '-1'),
      () => `machineHours.${EQUIPMENT_TYPES.indexOf('lathe')}.value`,
      'min',
      { min: 0 },
    ],
  ]
  it.each(cases)(
    '%s: the editor names the input with the schema’s message, and the server refuses it',
    (_, edit, path, key, params) => {
      const draft = edit(draftOf())
      expect(validateSection('leadTime', draft)[path()]).toEqual(
        params ? { key: `common.rules.${key}`, params } : { key: `common.rules.${key}` },
      )
      expect(serverAccepts(draft)).toBe(false)
    },
  )
})

describe('the lead-time section on screen', () => {
  const view = mountRoot()
  const at = (id: string) => view.host.querySelector(`[data-testid="${id}"]`)
  beforeEach(resetState)
  afterEach(() => view.render(null))

  it('names weekdays, machine kinds, tiers and queues in the reader’s language', async () => {
    const draft = { ...draftOf(), workdays: '1, 2, 3, 4, 5, 6' }
    const show = () =>
      view.render(<SectionFields fields={fields} draft={draft} previous={undefined} errors={{}} onChange={() => {}} />)
    await show()
    expect(at('qc-workdays-6')?.textContent).toBe('周六')
    expect(at('qc-workdays-6')?.hasAttribute('checked')).toBe(true)
    expect(at('qc-workdays-7')?.hasAttribute('checked')).toBe(false)
    expect(at(`qc-machineHours-${EQUIPMENT_TYPES.indexOf('vmc5')}-key`)?.textContent).toBe('五轴加工中心')
    const rush = rowsOf(draft, 'tiers').findIndex((r) => r.key === 'rush')
    const tier = at(`qc-tiers-${rush}-key`) as HTMLSelectElement
    expect(tier.value).toBe('rush')
    expect(tier.selectedOptions[0]?.textContent).toBe('加急')
    expect((at(`qc-tiers-${rush}-queue`) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('优先插队')
    await act(async () => setLocale('en'))
    expect(at('qc-workdays-1')?.textContent).toBe('Monday')
    expect(at(`qc-machineHours-${EQUIPMENT_TYPES.indexOf('vmc5')}-key`)?.textContent).not.toBe('vmc5')
    expect((at(`qc-tiers-${rush}-key`) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Rush')
  })
})
