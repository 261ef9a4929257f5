import { atom, map } from 'nanostores'
import { poll, QUICK_START } from '../../../lib/api/poll.ts'
import { pageBeingRead } from '../../../../contract/analysis-task.ts'
import { t } from '../../../lib/i18n/index.ts'
import { prefetchFileBlob } from '../../../lib/prefetched-blobs.ts'
import { warmUp } from '../../../lib/warm-up.ts'
import { createLatest } from '../../../lib/stores/latest.ts'
import { getRecordMessages } from '../api/get-record-messages.ts'
import { getRecordParts } from '../api/get-record-parts.ts'
import { getTask } from '../api/get-task.ts'
import { sendCommand } from '../api/send-command.ts'
import type { AnalysisTask, ChatMessage } from '../api/types.ts'
import type { UploadAnswer } from '../../../../contract/quote.ts'
import { notifyConversation } from './conversation-events.ts'
import { quotedDates } from '../lib/quoted-parts.ts'
import { $parts, clearParts, loadPart, putPart } from './parts.ts'

/** The open conversation: its record (null before the first upload) and messages. */
export interface ConversationState {
  recordId: number | null
  /** Of reopening a record: idle (new conversation), loading, ready or error. */
  status: 'idle' | 'loading' | 'ready' | 'error'
  messages: ChatMessage[]
  /** True while a free-text command is answered. */
  sending: boolean
}

/** A part whose scanned drawing is being read: the page being read now (from 1) of how many. */
export interface ScanReading {
  partId: number
  name: string
  page: number
  total: number
}

/** The analysis of the last upload, polled quickly at first (QUICK_START). */
export type AnalysisState =
  | { status: 'running'; taskId: string; progress: number; scans: ScanReading[] }
  | { status: 'done'; taskId: string; failed: string[] }
  | { status: 'failed' | 'cancelled' | 'timeout'; taskId: string; message: string }

const idle = (): ConversationState => ({ recordId: null, status: 'idle', messages: [], sending: false })

/** The current quote conversation (module-global: one current quote per page). */
export const $conversation = map<ConversationState>(idle())
/** The running or last analysis; null when none. */
export const $analysis = atom<AnalysisState | null>(null)

let analysisAbort: AbortController | null = null
// Every open/start invalidates, so late answers for an earlier conversation are dropped.
const latest = createLatest()

/** Stops polling the current analysis (the task keeps running on the server). */
export function cancelAnalysis(): void {
  analysisAbort?.abort()
  analysisAbort = null
}

/** Starts an empty conversation; the next upload creates a new record. */
export function startConversation(): void {
  latest.invalidate()
  cancelAnalysis()
  clearParts()
  $analysis.set(null)
  $conversation.set(idle())
}

/** Reloads the conversation's messages from the server (after an analysis, a re-price…). */
export async function reloadMessages(): Promise<void> {
  const { recordId } = $conversation.get()
  if (recordId === null) return
  const ticket = latest.join()
  try {
    const messages = await getRecordMessages(recordId)
    if (ticket.current()) $conversation.setKey('messages', messages)
  } catch {
    // The messages already shown stay; the next action reloads them.
  }
}

/** Reopens a chat record with its whole conversation: messages and parts. No-op if already open. */
export async function openRecord(id: number): Promise<void> {
  const current = $conversation.get()
  if (current.recordId === id && current.status !== 'error') return
  startConversation()
  const ticket = latest.join()
  $conversation.set({ ...idle(), recordId: id, status: 'loading' })
  try {
    const [messages, parts] = await Promise.all([getRecordMessages(id), getRecordParts(id)])
    if (!ticket.current()) return
    $conversation.set({ ...$conversation.get(), messages, status: 'ready' })
    expectModels(parts)
    await Promise.all(parts.map((p) => loadPart(p.partId)))
  } catch {
    if (ticket.current()) $conversation.setKey('status', 'error')
  }
}

/** Part cards whose 3D views download ahead: those a screen shows at first (further ones load as they near view). */
const MODELS_AHEAD = 4

/**
 * The 3D views of parts about to be shown start downloading now, with the viewer's code, rather
 * than once each part's answer has been drawn.
 */
function expectModels(parts: readonly { meshUrl?: string | undefined }[]) {
  const meshes = parts.flatMap((p) => (p.meshUrl ? [p.meshUrl] : [])).slice(0, MODELS_AHEAD)
  if (meshes.length) warmUp('model-preview')
  for (const url of meshes) prefetchFileBlob(url)
}

function scansOf(task: AnalysisTask): ScanReading[] {
  return task.parts.flatMap(({ partId, name, step }) =>
    step?.stage === 'ocr' ? [{ partId, name, page: pageBeingRead(step), total: step.total }] : [],
  )
}

function analysisOutcome(task: AnalysisTask): AnalysisState {
  if (task.status === 'failed')
    return {
      status: 'failed',
      taskId: task.taskId,
      message: task.parts.map((p) => `${p.name}: ${p.error ?? ''}`).join('; '),
    }
  return {
    status: 'done',
    taskId: task.taskId,
    failed: task.parts.filter((p) => p.status === 'failed').map((p) => `${p.name}: ${p.error ?? ''}`),
  }
}

/**
 * Follows an upload: records the (new) chat record, polls the task through the polling helper
 * with progress, then loads every part and the conversation. Cancelling stops the polling only.
 */
export async function followUpload(result: UploadAnswer): Promise<void> {
  const isNew = $conversation.get().recordId !== result.chatRecordId
  if (isNew) {
    $conversation.set({ ...$conversation.get(), recordId: result.chatRecordId, status: 'ready' })
    notifyConversation('recordCreated', {
      id: result.chatRecordId,
      name: result.parts[0]?.name ?? '',
      updateTime: new Date().toISOString(),
    })
  }
  const ticket = latest.join()
  cancelAnalysis()
  const controller = new AbortController()
  analysisAbort = controller
  $analysis.set({ status: 'running', taskId: result.taskId, progress: 0, scans: [] })
  void reloadMessages()
  // The 3D viewer's code loads while the part is analysed, so the model can show with its price.
  if (result.parts.some((p) => p.files.some((f) => f.kind === '3d'))) warmUp('model-preview')
  try {
    const task = await poll((_attempt) => getTask(result.taskId, controller.signal), {
      ...QUICK_START,
      until: (task) => {
        if (ticket.current() && task.status !== 'done' && task.status !== 'failed')
          $analysis.set({ status: 'running', taskId: task.taskId, progress: task.progress, scans: scansOf(task) })
        return task.status === 'done' || task.status === 'failed'
      },
      signal: controller.signal,
    })
    if (!ticket.current()) return
    $analysis.set(analysisOutcome(task))
    // Once, when the parts are about to be drawn: asked at every poll, a long task would download
    // its finished parts' meshes again each time an untaken one was let go.
    expectModels(task.parts)
    await Promise.all(result.parts.map((p) => loadPart(p.partId)))
    void reloadMessages()
    if (task.status === 'done') {
      const partIds = result.parts.map((p) => p.partId)
      const dates = quotedDates(partIds, (id) => $parts.get()[String(id)]?.part)
      notifyConversation('quoteCreated', { chatRecordId: result.chatRecordId, partIds, ...dates })
    }
  } catch (error) {
    if (!ticket.current()) return
    const name = error instanceof Error ? error.name : ''
    const message = error instanceof Error ? error.message : t('http.requestFailed')
    $analysis.set({
      status: name === 'AbortError' ? 'cancelled' : name === 'TimeoutError' ? 'timeout' : 'failed',
      taskId: result.taskId,
      message,
    })
  } finally {
    if (analysisAbort === controller) analysisAbort = null
  }
}

/** Sends a free-text command; the assistant's answer and the re-priced parts appear. Answers whether it worked. */
export async function sendText(text: string, partId?: number): Promise<boolean> {
  const { recordId, sending } = $conversation.get()
  const trimmed = text.trim()
  if (recordId === null || sending || trimmed === '') return false
  const ticket = latest.join()
  $conversation.setKey('sending', true)
  try {
    const reply = await sendCommand(recordId, trimmed, partId)
    if (!ticket.current()) return false
    for (const part of reply.parts) putPart(part)
    $conversation.setKey('messages', [...$conversation.get().messages, ...reply.messages])
    return true
  } catch {
    return false
  } finally {
    if (ticket.current()) $conversation.setKey('sending', false)
  }
}
