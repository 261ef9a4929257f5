import { describe, expect, it } from 'vitest'
import { COST_TABLE_DEFS } from '../../../../src/features/cost/lib/table-defs.ts'
import { SECTION_FIELDS } from '../../../../src/features/quote-config/lib/sections.ts'
import { leafField, type FieldSpec, type LeafSpec } from '../../../../src/features/quote-config/lib/field-spec.ts'
import { loadLocale, setLocale, textOf } from '../../../../src/lib/i18n/index.ts'
import '../../../../src/lib/i18n/enum-messages.ts'
import type { SchemaField } from '../../../../src/lib/schema-form/fields.ts'

// Every closed choice the cost tables and the configuration editor offer is named in both
// languages: a select never offers "Al" or "dm2", and a cell never shows one.

const leaves = (f: FieldSpec): LeafSpec[] =>
  f.type === 'group' || f.type === 'items' || f.type === 'keyed'
    ? f.type === 'group'
      ? f.fields
      : f.columns
    : f.type === 'record' || f.type === 'pairs'
      ? []
      : [f]

const editorFields: SchemaField[] = Object.values(SECTION_FIELDS).flatMap((fields) =>
  fields.flatMap(leaves).map(leafField),
)
const costFields: SchemaField[] = Object.values(COST_TABLE_DEFS).flatMap((def) => [
  ...def.columns,
  ...def.fieldsFor(null),
])
const withOptions = [...editorFields, ...costFields].filter((f) => f.options?.length)

describe('the configuration’s closed choices', () => {
  it('are found in the editor and the cost tables', () => {
    expect(withOptions.map((f) => f.name)).toEqual(
      expect.arrayContaining(['class', 'appliesTo', 'kind', 'basis', 'mode']),
    )
  })

  it('each have a label in both languages', async () => {
    for (const lang of ['zh-CN', 'en'] as const) {
      await loadLocale(lang)
      setLocale(lang)
      for (const field of withOptions)
        for (const option of field.options!) {
          expect(field.optionLabel, field.name).toBeDefined()
          const key = field.optionLabel!(option)
          expect(textOf(key), `${lang} ${field.name}.${option}`).not.toBe(key)
        }
    }
    setLocale('zh-CN')
  })
})
