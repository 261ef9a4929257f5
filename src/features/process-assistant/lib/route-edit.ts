import type { Craft, LibraryPickerOptions } from '../../../../contract/process-library.ts'
import type { OperationEdit, ProcessRoute } from '../../../../contract/process-plan.ts'

/** An operation of the route being edited, keyed for React and for moving it around. */
export interface DraftOperation {
  key: string
  edit: Required<Omit<OperationEdit, 'id'>> & Pick<OperationEdit, 'id'>
}

let nextKey = 1

/** The editable form of a saved route: what the editor sends back, nothing derived. */
export function toDraft(route: ProcessRoute): DraftOperation[] {
  return route.operations.map((op) => ({
    key: op.id,
    edit: {
      id: op.id,
      craftCode: op.craftCode,
      equipmentCode: op.equipmentCode,
      toolCodes: [...op.toolCodes],
      setup: op.setup,
      timeMin: op.timeMin,
      note: op.note,
    },
  }))
}

/** The list with the operation at `index` moved by `delta` places; unchanged at either end. */
export function moveOperation(list: readonly DraftOperation[], index: number, delta: number): DraftOperation[] {
  const to = index + delta
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list]
  const next = [...list]
  const [moved] = next.splice(index, 1)
  next.splice(to, 0, moved!)
  return next
}

/** The list without the operation at `index`. */
export function removeOperation(list: readonly DraftOperation[], index: number): DraftOperation[] {
  return list.filter((_, i) => i !== index)
}

/** The list with one operation's fields changed. */
export function patchOperation(
  list: readonly DraftOperation[],
  index: number,
  patch: Partial<DraftOperation['edit']>,
): DraftOperation[] {
  return list.map((op, i) => (i === index ? { ...op, edit: { ...op.edit, ...patch } } : op))
}

/**
 * A new operation of a craft: the first enabled machine of a kind the craft names, one tool of each
 * tool kind it names, the setup of the operation before it, and the craft's own minutes when they
 * are fixed (the server's validation derives the rest and flags what does not fit).
 */
export function operationOfCraft(craft: Craft, library: LibraryPickerOptions, setup: number): DraftOperation {
  const equipment = library.equipment.find((e) => craft.equipmentTypes.includes(e.type))
  const tools = craft.toolTypes
    .map((type) => library.tools.find((tool) => tool.type === type)?.code)
    .filter((code): code is string => code !== undefined)
  return {
    key: `new-${nextKey++}`,
    edit: {
      craftCode: craft.code,
      equipmentCode: equipment?.code ?? null,
      toolCodes: tools,
      setup: equipment ? setup : 0,
      timeMin: craft.timeBasis === 'fixed' ? craft.timeFactor : 0,
      note: '',
    },
  }
}

/** The list with `op` inserted before `index` (at the end when `index` is the length). */
export function insertOperation(list: readonly DraftOperation[], index: number, op: DraftOperation) {
  const next = [...list]
  next.splice(Math.max(0, Math.min(index, list.length)), 0, op)
  return next
}

/** The operations as the save and validate calls take them. */
export const editsOf = (list: readonly DraftOperation[]): OperationEdit[] => list.map((op) => op.edit)

/** Whether two drafts would save the same route. */
export const sameDraft = (a: readonly DraftOperation[], b: readonly DraftOperation[]): boolean =>
  JSON.stringify(editsOf(a)) === JSON.stringify(editsOf(b))
