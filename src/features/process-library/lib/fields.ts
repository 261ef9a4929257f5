import type { MessageKey } from '../../../lib/i18n/index.ts'
import {
  EQUIPMENT_TYPES,
  PROCESS_STAGE_NAMES,
  TIME_BASES,
  TOOL_TYPES,
  type ProcessLibrary,
} from '../../../../contract/process-library.ts'
import { materialClassSchema } from '../../../../contract/quote-config.ts'

/** How a field is typed: free text, a number (empty means null when `nullable`), one choice or several. */
export type FieldKind = 'text' | 'textarea' | 'number' | 'enum' | 'multi'

/** One field of a library dialog; its limits come from the contract's input schema, not from here. */
export interface LibraryField {
  /** The contract field; also `processLibrary.field.<name>` (label) and `processLibrary.hint.<name>`. */
  name: string
  kind: FieldKind
  /** Closed choices, labelled `enums.<optionKey>.<option>` (the enum catalogue). */
  options?: readonly string[]
  optionKey?: 'stage' | 'equipmentType' | 'toolType' | 'timeBasis' | 'materialClass'
  /** Number fields: an empty box sends null (the contract's "does not apply"). */
  nullable?: boolean
  /** `processLibrary.unit.<unit>`, shown after the number. */
  unit?: 'mm' | 'um' | 'rpm' | 'cnyPerHour'
  /** Shown with `processLibrary.hint.<name>` under the field. */
  hint?: boolean
}

const text = (name: string, hint = false): LibraryField => ({ name, kind: 'text', hint })
const number = (name: string, extra: Partial<LibraryField> = {}): LibraryField => ({ name, kind: 'number', ...extra })
const names = { code: text('code', true), nameEn: text('nameEn') }

/** Every input field of each library, in dialog order. */
export const LIBRARY_FIELDS: Record<ProcessLibrary, readonly LibraryField[]> = {
  crafts: [
    names.code,
    text('nameZh'),
    names.nameEn,
    { name: 'stage', kind: 'enum', options: PROCESS_STAGE_NAMES, optionKey: 'stage' },
    number('seq', { hint: true }),
    { name: 'equipmentTypes', kind: 'multi', options: EQUIPMENT_TYPES, optionKey: 'equipmentType', hint: true },
    { name: 'toolTypes', kind: 'multi', options: TOOL_TYPES, optionKey: 'toolType' },
    number('itGrade', { nullable: true, hint: true }),
    number('ra', { nullable: true, unit: 'um', hint: true }),
    { name: 'timeBasis', kind: 'enum', options: TIME_BASES, optionKey: 'timeBasis' },
    number('timeFactor', { hint: true }),
    { name: 'description', kind: 'textarea' },
  ],
  equipment: [
    names.code,
    text('name'),
    names.nameEn,
    { name: 'type', kind: 'enum', options: EQUIPMENT_TYPES, optionKey: 'equipmentType' },
    number('travelX', { unit: 'mm', hint: true }),
    number('travelY', { unit: 'mm' }),
    number('travelZ', { unit: 'mm' }),
    number('axes'),
    number('maxRpm', { unit: 'rpm' }),
    number('hourlyRate', { unit: 'cnyPerHour' }),
    text('workshop'),
  ],
  tools: [
    names.code,
    text('name'),
    names.nameEn,
    { name: 'type', kind: 'enum', options: TOOL_TYPES, optionKey: 'toolType' },
    number('diameter', { nullable: true, unit: 'mm', hint: true }),
    text('size', true),
    text('toolMaterial', true),
    text('coating'),
    {
      name: 'suitableMaterials',
      kind: 'multi',
      options: materialClassSchema.options,
      optionKey: 'materialClass',
      hint: true,
    },
  ],
}

/** The translation key of one option of a choice field. */
export const optionLabel = (field: LibraryField, option: string) => `enums.${field.optionKey}.${option}`

/** Each library's screen title: its menu's (router.*). */
export const LIBRARY_TITLES: Record<ProcessLibrary, MessageKey> = {
  crafts: 'router.processCraft',
  equipment: 'router.processEquipment',
  tools: 'router.processTool',
}
