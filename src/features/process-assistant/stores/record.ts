import { atom } from 'nanostores'
import { poll } from '../../../lib/api/poll.ts'
import { t } from '../../../lib/i18n/index.ts'
import type { ProcessDetail } from '../../../../contract/process-plan.ts'
import { createLatest } from '../../../lib/stores/latest.ts'
import { getDetail } from '../api/get-detail.ts'
import { notifyProcess } from './events.ts'

/** The open process record: none yet, loading, shown, or not loadable. */
export type RecordState =
  | { status: 'idle' }
  | { status: 'loading'; id: number }
  | { status: 'ready'; id: number; detail: ProcessDetail }
  | { status: 'error'; id: number; message: string }

/** How following the analysis ended when it did not end with a route. */
export type FollowState = { status: 'following' } | { status: 'stopped' | 'timeout'; message: string } | null

/** The record on screen (one per page, like the AI quote's conversation). */
export const $record = atom<RecordState>({ status: 'idle' })
/** Polling of a running analysis; null when nothing is followed. */
export const $follow = atom<FollowState>(null)

const latest = createLatest()
let followAbort: AbortController | null = null
// A plan is several seconds of geometry and rules: poll every 2 s for up to 3 minutes.
const FOLLOW_TRIES = 90

const finished = (d: ProcessDetail): boolean => d.status === 'done' || d.status === 'failed'

/** Stops following the analysis (the server keeps going; reopening the record shows the result). */
export function stopFollowing(): void {
  followAbort?.abort()
  followAbort = null
}

/** Shows no record: the next upload creates one. */
export function closeRecord(): void {
  latest.invalidate()
  stopFollowing()
  $follow.set(null)
  $record.set({ status: 'idle' })
}

/** Puts a fresh detail on screen, unless another record was opened meanwhile. */
export function showDetail(detail: ProcessDetail): void {
  const current = $record.get()
  if (current.status !== 'idle' && current.id === detail.id) $record.set({ status: 'ready', id: detail.id, detail })
}

async function follow(id: number, announce: boolean): Promise<void> {
  stopFollowing()
  const ticket = latest.join()
  const controller = new AbortController()
  followAbort = controller
  $follow.set({ status: 'following' })
  try {
    const detail = await poll(() => getDetail(id, controller.signal), {
      until: (d) => {
        if (ticket.current()) showDetail(d)
        return finished(d)
      },
      maxTries: FOLLOW_TRIES,
      signal: controller.signal,
    })
    if (!ticket.current()) return
    $follow.set(null)
    if (announce && detail.route) notifyProcess('planned', { chatRecordId: id, version: detail.route.version })
  } catch (error) {
    if (!ticket.current()) return
    const name = error instanceof Error ? error.name : ''
    const message = error instanceof Error ? error.message : t('http.requestFailed')
    $follow.set({ status: name === 'TimeoutError' ? 'timeout' : 'stopped', message })
  } finally {
    if (followAbort === controller) followAbort = null
  }
}

/**
 * Opens a record (`?id=`, `record-id`, the history list, a new upload) and, while its analysis
 * runs, follows it until the route is there. `announce`: fire `planned` when that route arrives.
 */
export async function openRecord(id: number, announce = false): Promise<void> {
  const current = $record.get()
  if (current.status !== 'idle' && current.status !== 'error' && current.id === id && !announce) return
  latest.invalidate()
  stopFollowing()
  $follow.set(null)
  const ticket = latest.join()
  $record.set({ status: 'loading', id })
  try {
    const detail = await getDetail(id)
    if (!ticket.current()) return
    $record.set({ status: 'ready', id, detail })
    if (!finished(detail)) await follow(id, announce)
  } catch (error) {
    if (ticket.current())
      $record.set({ status: 'error', id, message: error instanceof Error ? error.message : t('http.requestFailed') })
  }
}

/** Reloads the open record (after a save, a command, a dispatch) and follows it if it is running. */
export async function reloadRecord(): Promise<void> {
  const current = $record.get()
  if (current.status === 'idle') return
  const ticket = latest.next()
  try {
    const detail = await getDetail(current.id)
    if (!ticket.current()) return
    showDetail(detail)
    if (!finished(detail)) await follow(current.id, false)
  } catch (error) {
    if (ticket.current() && $record.get().status !== 'ready')
      $record.set({ status: 'error', id: current.id, message: error instanceof Error ? error.message : '' })
  }
}
