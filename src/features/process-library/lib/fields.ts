import type { z } from 'zod'
import type { MessageKey } from '../../../lib/i18n/index.ts'
import { LIBRARY_INPUTS, type ProcessLibrary } from '../../../../contract/process-library.ts'
import { schemaFields, type FieldOverride, type SchemaField } from '../../../lib/schema-form/fields.ts'

// Each library's dialog is its contract input schema (fields, order, bounds, required marks); this
// file adds only the words: labels processLibrary.field.<name>, hints, units and option names.

type OptionGroup = 'stage' | 'equipmentType' | 'toolType' | 'timeBasis' | 'materialClass'
const options = (group: OptionGroup): FieldOverride => ({
  optionLabel: (option) => `enums.${group}.${option}`,
})
const unit = (name: 'mm' | 'um' | 'rpm' | 'cnyPerHour'): FieldOverride => ({ unit: `processLibrary.unit.${name}` })
/** Fields explained under the input by processLibrary.hint.<name>. */
const HINTED = [
  'code',
  'seq',
  'equipmentTypes',
  'itGrade',
  'ra',
  'timeFactor',
  'travelX',
  'diameter',
  'size',
  'toolMaterial',
  'suitableMaterials',
]

const OVERRIDES: Record<ProcessLibrary, Record<string, FieldOverride>> = {
  crafts: {
    stage: options('stage'),
    equipmentTypes: options('equipmentType'),
    toolTypes: options('toolType'),
    timeBasis: options('timeBasis'),
    ra: unit('um'),
    description: { kind: 'textarea' },
  },
  equipment: {
    type: options('equipmentType'),
    travelX: unit('mm'),
    travelY: unit('mm'),
    travelZ: unit('mm'),
    maxRpm: unit('rpm'),
    hourlyRate: unit('cnyPerHour'),
  },
  tools: { type: options('toolType'), diameter: unit('mm'), suitableMaterials: options('materialClass') },
}

/** The contract's create schema, or the edit one: the code names a row everywhere, so it is fixed once created. */
export function librarySchema(library: ProcessLibrary, editing: boolean): z.ZodObject {
  const schema = LIBRARY_INPUTS[library] as unknown as z.ZodObject
  return editing ? schema.omit({ code: true }) : schema
}

function fieldsOf(library: ProcessLibrary, editing: boolean): SchemaField[] {
  return schemaFields(
    librarySchema(library, editing),
    (name) => `processLibrary.field.${name}`,
    OVERRIDES[library],
  ).map((f) => (HINTED.includes(f.name) ? { ...f, hint: `processLibrary.hint.${f.name}` } : f))
}

/** Every field of each library's dialog when adding a row, in the schema's order. */
export const LIBRARY_FIELDS: Record<ProcessLibrary, readonly SchemaField[]> = {
  crafts: fieldsOf('crafts', false),
  equipment: fieldsOf('equipment', false),
  tools: fieldsOf('tools', false),
}

/** The dialog's fields: all of them for a new row, all but the code for an edit. */
export const libraryFields = (library: ProcessLibrary, editing: boolean): readonly SchemaField[] =>
  editing ? LIBRARY_FIELDS[library].filter((f) => f.name !== 'code') : LIBRARY_FIELDS[library]

/** Each library's screen title: its menu's (router.*). */
export const LIBRARY_TITLES: Record<ProcessLibrary, MessageKey> = {
  crafts: 'router.processCraft',
  equipment: 'router.processEquipment',
  tools: 'router.processTool',
}
