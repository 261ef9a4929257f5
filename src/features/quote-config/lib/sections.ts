import { SECTION_SCHEMAS } from '../../../../contract/quote-config.ts'
import { boundsOf } from '../../../lib/forms/schema-bounds.ts'
import type { SectionName } from '../api/types.ts'
import { sectionSpec, type FieldSpec } from './field-spec.ts'

/** The sections in the order of the detail screen and of its tour, with their tour targets. */
export const SECTIONS: readonly { name: SectionName; tour: string }[] = [
  { name: 'material', tour: 'quote-config-material' },
  { name: 'machining', tour: 'quote-config-machining' },
  { name: 'treatment', tour: 'quote-config-surface' },
  { name: 'other', tour: 'quote-config-other' },
  { name: 'blank', tour: 'quote-config-blank' },
  { name: 'pmi', tour: 'quote-config-pmi' },
  { name: 'leadTime', tour: 'quote-config-lead-time' },
  { name: 'dfm', tour: 'quote-config-dfm' },
]

// Layout only: the fields (and table columns) each section shows first; the rest follow the
// schema's order. Which input, which bounds and which messages all come from the schema.
const ORDER: Record<SectionName, readonly string[]> = {
  material: ['defaultKey', 'items', 'key', 'name', 'class', 'density', 'priceKg', 'mrr', 'aliases'],
  machining: ['programmingRate', 'machines', 'machineFactor', 'sizeFactor'],
  treatment: ['key', 'name', 'kind', 'appliesTo', 'basis', 'unitPrice', 'minCharge', 'leadDays', 'aliases'],
  other: ['fixtureFee', 'vatRate', 'mgmtRate', 'profitRate', 'qtyDiscount'],
  blank: [],
  pmi: [],
  leadTime: ['defaultTier', 'tiers', 'workdays', 'cutoff', 'timeZone'],
  dfm: ['rules', 'key', 'severity', 'limit'],
}

/** Each section's fields, read from its schema. */
export const SECTION_FIELDS = Object.fromEntries(
  SECTIONS.map(({ name }) => [name, sectionSpec(boundsOf(SECTION_SCHEMAS[name]), ORDER[name])]),
) as Record<SectionName, FieldSpec[]>
