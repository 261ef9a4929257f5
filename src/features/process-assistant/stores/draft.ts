import { atom, computed } from 'nanostores'
import type { ProcessRoute } from '../../../../contract/process-plan.ts'
import { createLatest } from '../../../lib/stores/latest.ts'
import { validateRoute, type RouteCheck } from '../api/validate-route.ts'
import {
  editsOf,
  insertOperation,
  moveOperation,
  patchOperation,
  removeOperation,
  sameDraft,
  toDraft,
  type DraftOperation,
} from '../lib/route-edit.ts'

/** The route being edited: the version it started from, its operations as saved and as edited. */
export interface Draft {
  recordId: number
  baseVersion: number
  saved: DraftOperation[]
  operations: DraftOperation[]
}

/** The server's check of the edited route: derived operations and issues, or why it failed. */
export type CheckState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'ready'; check: RouteCheck }
  | { status: 'error'; message: string }

/** Wait after the last change before validating, so a burst of clicks is one request. */
export const VALIDATE_DELAY = 400

/** The editable route; null when no route is open for editing. */
export const $draft = atom<Draft | null>(null)
/** The last validation of the edited route (idle while it equals the saved one). */
export const $check = atom<CheckState>({ status: 'idle' })
/** True when the edited route differs from the version it started from. */
export const $dirty = computed($draft, (d) => d !== null && !sameDraft(d.saved, d.operations))

const latest = createLatest()
let timer: ReturnType<typeof setTimeout> | undefined

/** Starts editing a saved route (a fresh version replaces any edit in progress). */
export function editRoute(recordId: number, route: ProcessRoute): void {
  clearTimeout(timer)
  latest.invalidate()
  const saved = toDraft(route)
  $draft.set({ recordId, baseVersion: route.version, saved, operations: saved })
  $check.set({ status: 'idle' })
}

/** Drops the draft (another record, a new conversation, a logout). */
export function clearDraft(): void {
  clearTimeout(timer)
  latest.invalidate()
  $draft.set(null)
  $check.set({ status: 'idle' })
}

/** Throws the edits away and goes back to the version it started from. */
export function revertDraft(): void {
  const draft = $draft.get()
  if (draft) change(draft.saved)
}

async function validateNow(): Promise<void> {
  const draft = $draft.get()
  if (!draft) return
  const ticket = latest.next()
  $check.set({ status: 'checking' })
  try {
    const check = await validateRoute(draft.recordId, {
      baseVersion: draft.baseVersion,
      operations: editsOf(draft.operations),
    })
    if (ticket.current()) $check.set({ status: 'ready', check })
  } catch (error) {
    if (ticket.current()) $check.set({ status: 'error', message: error instanceof Error ? error.message : '' })
  }
}

function change(operations: DraftOperation[]): void {
  const draft = $draft.get()
  if (!draft) return
  $draft.set({ ...draft, operations })
  clearTimeout(timer)
  latest.invalidate()
  if (operations.length === 0 || sameDraft(draft.saved, operations)) {
    $check.set({ status: 'idle' })
    return
  }
  $check.set({ status: 'checking' })
  timer = setTimeout(() => void validateNow(), VALIDATE_DELAY)
}

const ops = (): DraftOperation[] => $draft.get()?.operations ?? []

/** Moves an operation up (-1) or down (+1). */
export const moveOp = (index: number, delta: number): void => change(moveOperation(ops(), index, delta))
/** Deletes an operation (the screen asks first). */
export const removeOp = (index: number): void => change(removeOperation(ops(), index))
/** Inserts an operation before `index`. */
export const insertOp = (index: number, op: DraftOperation): void => change(insertOperation(ops(), index, op))
/** Changes fields of one operation (equipment, tools, minutes, note). */
export const patchOp = (index: number, patch: Partial<DraftOperation['edit']>): void =>
  change(patchOperation(ops(), index, patch))
