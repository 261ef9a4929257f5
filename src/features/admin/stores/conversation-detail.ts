import { atom } from 'nanostores'
import type { AdminConversationDetail, ConversationKind } from '../../../../contract/admin-conversations.ts'
import { reportScreenFailure } from '../../../lib/stores/screen-failure.ts'
import { isApiError } from '../../../lib/api/errors.ts'
import { createLatest } from '../../../lib/stores/latest.ts'
import { getConversation } from '../api/get-conversation.ts'

export type ConversationDetailState =
  | { status: 'loading' }
  | { status: 'loaded'; detail: AdminConversationDetail }
  | { status: 'error' | 'forbidden' | 'missing'; message: string }

/** The conversation open on /admin/chatHistoryDetail. */
export const $conversationDetail = atom<ConversationDetailState>({ status: 'loading' })

const latest = createLatest()

/** Loads one conversation; an answer for a conversation left meanwhile is dropped. */
export async function loadConversation(kind: ConversationKind, id: number): Promise<void> {
  const ticket = latest.next()
  $conversationDetail.set({ status: 'loading' })
  try {
    const detail = await getConversation(kind, id)
    if (ticket.current()) $conversationDetail.set({ status: 'loaded', detail })
  } catch (error) {
    if (!ticket.current()) return
    reportScreenFailure(error)
    const message = error instanceof Error ? error.message : String(error)
    const status =
      isApiError(error) && error.status === 403
        ? 'forbidden'
        : isApiError(error) && error.status === 404
          ? 'missing'
          : 'error'
    $conversationDetail.set({ status, message })
  }
}
