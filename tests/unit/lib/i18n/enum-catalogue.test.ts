import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { expectParity, leaves } from '../../support/locale-tree.ts'
import enumsEn from '../../../../locales/enums/en.json'
import enumsZhCN from '../../../../locales/enums/zh-CN.json'
import en from '../../../../locales/en.json'
import zhCN from '../../../../locales/zh-CN.json'
import { EQUIPMENT_TYPES, PROCESS_STAGE_NAMES, TIME_BASES, TOOL_TYPES } from '../../../../contract/process-library.ts'
import { attributeFields } from '../../../../contract/part-attributes.ts'
import { processRoute } from '../../../../contract/process-plan.ts'
import { PROCESS_ROW_GROUPS } from '../../../../contract/cost-tables.ts'
import { leadTierSchema, leadTimeSectionSchema } from '../../../../contract/lead-time.ts'
import { materialClassSchema, pmiSectionSchema, treatmentItemSchema } from '../../../../contract/quote-config.ts'
import { APPROVAL_STEPS } from '../../../../contract/quote-approval.ts'
import { SEEDED_ROLES } from '../../../../contract/route-table.ts'
import { defaultQuoteConfig } from '../../../../server/engine/pricing/default-config.ts'
import { DEFAULT_EQUIPMENT, DEFAULT_TOOLS } from '../../../../server/engine/planning/default-libraries.ts'
import { QUOTE_ORDER_STATUSES } from '../../../../contract/quote-order-states.ts'
import { INVOICE_TYPES } from '../../../../contract/shop-profile.ts'
import { en as serverEn, zhCN as serverZhCN } from '../../../../server/lib/messages.ts'
import { enumLabel as serverLabel } from '../../../../server/lib/enum-labels.ts'
import '../../../../src/lib/i18n/enum-messages.ts'
import { enumLabel, type EnumKind } from '../../../../src/lib/i18n/enum-label.ts'
import { LOCALES, setLocale } from '../../../../src/lib/i18n/index.ts'

// Every enum value the product shows is labelled once per language, in the `enums` sections, and
// every place that shows one (the screens through enumLabel, the server's XLSX card and planner
// messages through its enumLabel) reads that label.

/** The keys of the words a library seed stores (a workshop, a tool material); a word without a key fails. */
function seededKeys(kind: 'workshop' | 'toolMaterial', words: readonly (string | undefined)[]): string[] {
  const keyOf = new Map(Object.entries(enumsZhCN.enums[kind]).map(([key, word]) => [word, key]))
  return [...new Set(words)].map((word) => keyOf.get(word ?? '') ?? `no key for “${word}”`)
}

const VALUES: Record<EnumKind, readonly string[]> = {
  partClass: processRoute.shape.context.shape.partClass.options,
  programmingTier: attributeFields.programmingTier.unwrap().unwrap().options,
  stage: PROCESS_STAGE_NAMES,
  equipmentType: EQUIPMENT_TYPES,
  toolType: TOOL_TYPES,
  materialClass: materialClassSchema.options,
  timeBasis: TIME_BASES,
  quoteOrderStatus: QUOTE_ORDER_STATUSES,
  invoiceType: INVOICE_TYPES,
  // The tiers a shop starts with (it may rename them; a key without a label shows as typed).
  leadTier: Object.keys(leadTimeSectionSchema.shape.tiers.parse(undefined)),
  treatmentKind: treatmentItemSchema.shape.kind.options,
  treatmentBasis: treatmentItemSchema.shape.basis.options,
  pmiMode: pmiSectionSchema.shape.mode.options,
  costGroup: PROCESS_ROW_GROUPS,
  leadQueue: leadTierSchema.shape.queue.options,
  // The rows the product seeds, by key: their stored names are the product's words, labelled per language.
  materialName: defaultQuoteConfig().material.items.map((m) => m.key),
  treatmentName: defaultQuoteConfig().treatment.items.map((m) => m.key),
  roleName: SEEDED_ROLES,
  machineKey: Object.keys(defaultQuoteConfig().machining.machines),
  seededConfig: ['name', 'description'],
  approvalSteps: APPROVAL_STEPS.map((_, i) => String(i + 1)),
  workshop: seededKeys(
    'workshop',
    DEFAULT_EQUIPMENT.map((e) => e.workshop),
  ),
  toolMaterial: seededKeys(
    'toolMaterial',
    DEFAULT_TOOLS.map((t) => t.toolMaterial),
  ),
}
const KINDS = Object.keys(VALUES) as EnumKind[]
const CATALOGUES = { 'zh-CN': { ...zhCN.enums, ...enumsZhCN.enums }, en: { ...en.enums, ...enumsEn.enums } }

describe('the enum catalogue', () => {
  it('has the same non-empty labels in both languages', () => {
    expectParity(enumsEn, enumsZhCN)
  })

  it('labels every value of every enum the contract names, in both languages, and nothing else', () => {
    for (const { lang } of LOCALES)
      for (const kind of KINDS)
        expect(Object.keys(CATALOGUES[lang][kind]).sort(), kind).toEqual([...VALUES[kind]].sort())
  })

  it('is the only place an enum label is written: no other client or server catalogue has one', () => {
    const root = resolve(import.meta.dirname, '../../../../locales')
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'))
    const keys = [
      ...files.flatMap((f) => [...leaves(JSON.parse(readFileSync(resolve(root, f), 'utf8'))).keys()]),
      ...Object.keys(serverZhCN),
      ...Object.keys(serverEn),
    ]
    const labelKey = new RegExp(`(^|\\.)(${KINDS.join('|')})\\.[\\w-]+$`)
    expect(keys.filter((k) => labelKey.test(k) && !k.startsWith('enums.'))).toEqual([])
  })

  it('reads the same on the screens and in what the server writes', () => {
    for (const { lang } of LOCALES) {
      setLocale(lang)
      for (const kind of KINDS)
        for (const value of VALUES[kind]) {
          const label = enumLabel(kind, value)
          expect(label, `${lang} ${kind}.${value}`).toBe(CATALOGUES[lang][kind][value as never])
          expect(serverLabel(lang, kind, value)).toBe(label)
        }
    }
  })

  it('names the stages alike on the library and assistant screens and on the process card', () => {
    setLocale('zh-CN')
    expect(enumLabel('stage', 'threading')).toBe('螺纹加工')
    setLocale('en')
    expect(enumLabel('stage', 'threading')).toBe('Threading')
  })
})
