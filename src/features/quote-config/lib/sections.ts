import type { SectionName } from '../api/types.ts'
import { COEF, MATERIAL_CLASSES, MONEY, NONNEG, POSITIVE, rate, type FieldSpec } from './field-spec.ts'

/** The sections in the order of the detail screen and of its tour, with their tour targets. */
export const SECTIONS: readonly { name: SectionName; tour: string }[] = [
  { name: 'material', tour: 'quote-config-material' },
  { name: 'machining', tour: 'quote-config-machining' },
  { name: 'treatment', tour: 'quote-config-surface' },
  { name: 'other', tour: 'quote-config-other' },
  { name: 'blank', tour: 'quote-config-blank' },
  { name: 'pmi', tour: 'quote-config-pmi' },
]

const CLASS_FACTORS = (key: string): FieldSpec => ({ type: 'record', key, rule: COEF, fixed: true })

/** Each section's fields, mirroring the server's zod schema bound for bound. */
export const SECTION_FIELDS: Record<SectionName, FieldSpec[]> = {
  material: [
    { type: 'text', key: 'defaultKey', required: true },
    {
      type: 'items',
      key: 'items',
      minItems: 1,
      columns: [
        { type: 'text', key: 'key', required: true },
        { type: 'text', key: 'name' },
        { type: 'enum', key: 'class', options: MATERIAL_CLASSES },
        { type: 'number', key: 'density', rule: POSITIVE },
        { type: 'number', key: 'priceKg', rule: MONEY },
        { type: 'number', key: 'mrr', rule: POSITIVE },
        { type: 'tags', key: 'aliases' },
      ],
    },
  ],
  machining: [
    { type: 'number', key: 'programmingRate', rule: MONEY },
    { type: 'keyed', key: 'machines', columns: [{ type: 'number', key: 'rate', rule: MONEY }, { type: 'number', key: 'setupMin', rule: NONNEG }] },
    { type: 'record', key: 'machineFactor', rule: COEF },
    { type: 'pairs', key: 'sizeFactor', a: POSITIVE, b: COEF, minItems: 1 },
    { type: 'number', key: 'turningMrrFactor', rule: COEF },
    { type: 'record', key: 'finishCm2PerMin', rule: POSITIVE },
    CLASS_FACTORS('finishMatFactor'),
    {
      type: 'group',
      key: 'featureMin',
      fields: ['drill', 'drillLarge', 'tapSmall', 'tapMid', 'threadMill', 'ream', 'cbore', 'toolChange', 'handlingPerSetup'].map((key) => ({ type: 'number' as const, key, rule: NONNEG })),
    },
    CLASS_FACTORS('featureMatFactor'),
    {
      type: 'group',
      key: 'progHours',
      fields: [
        { type: 'number', key: 'simple', rule: NONNEG },
        { type: 'number', key: 'medium', rule: NONNEG },
        { type: 'number', key: 'complex', rule: NONNEG },
        { type: 'number', key: 'fiveAxisFactor', rule: COEF },
      ],
    },
    { type: 'number', key: 'faiMin', rule: NONNEG },
    { type: 'number', key: 'thinWallFactor', rule: COEF },
  ],
  treatment: [
    {
      type: 'items',
      key: 'items',
      columns: [
        { type: 'text', key: 'key', required: true },
        { type: 'text', key: 'name' },
        { type: 'enum', key: 'kind', options: ['surface', 'heat'] },
        { type: 'tags', key: 'appliesTo', options: MATERIAL_CLASSES, minItems: 1 },
        { type: 'enum', key: 'basis', options: ['dm2', 'kg', 'piece'] },
        { type: 'number', key: 'unitPrice', rule: MONEY },
        { type: 'number', key: 'minCharge', rule: MONEY },
        { type: 'number', key: 'leadDays', rule: { min: 0, int: true } },
        { type: 'tags', key: 'aliases' },
      ],
    },
  ],
  other: [
    { type: 'number', key: 'fixtureFee', rule: MONEY },
    { type: 'number', key: 'vatRate', rule: rate(0.3) },
    { type: 'number', key: 'mgmtRate', rule: rate() },
    { type: 'number', key: 'profitRate', rule: rate(3) },
    { type: 'pairs', key: 'qtyDiscount', a: { above: 0, int: true }, b: { above: 0, max: 1 }, minItems: 1 },
    { type: 'number', key: 'minLine', rule: MONEY },
    { type: 'number', key: 'inspectPerPiece', rule: MONEY },
    { type: 'number', key: 'packPerPiece', rule: MONEY },
    { type: 'number', key: 'reviewUnitPrice', rule: MONEY },
    { type: 'record', key: 'expedite', rule: rate(5) },
  ],
  blank: [
    ...['plateSideMm', 'plateThickSideMm', 'facingPerEndMm', 'kerfMm', 'chuckGripMm', 'heatTreatSideMm'].map((key): FieldSpec => ({ type: 'number', key, rule: NONNEG })),
    { type: 'pairs', key: 'barDiaSideMm', a: POSITIVE, b: NONNEG, minItems: 1 },
    { type: 'numbers', key: 'plateThicknesses', rule: POSITIVE },
    { type: 'numbers', key: 'roundDiameters', rule: POSITIVE },
    { type: 'number', key: 'scrapFactor', rule: { min: 1, max: 3 } },
    { type: 'number', key: 'minBillKg', rule: NONNEG },
    { type: 'number', key: 'sawPerCut', rule: MONEY },
    { type: 'number', key: 'nearNetRatio', rule: POSITIVE },
    { type: 'number', key: 'shellStockRemovalFactor', rule: rate() },
  ],
  pmi: [
    { type: 'enum', key: 'mode', options: ['global', 'partial'] },
    { type: 'number', key: 'nRef', rule: { above: 0, int: true } },
    { type: 'record', key: 'tol', rule: COEF, keyPattern: /^IT\d{1,2}$/ },
    { type: 'record', key: 'ra', rule: COEF, keyPattern: /^\d+(\.\d+)?$/ },
  ],
}
