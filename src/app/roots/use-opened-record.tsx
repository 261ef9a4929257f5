import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { ChatHistoryMenu } from '../../features/chat-history/components/chat-history-menu.tsx'
import { prependChatRecord } from '../../features/chat-history/stores/chat-history.ts'
import type { ChatRecord } from '../../../contract/chat-records.ts'
import { useEmit } from '../host-context.ts'
import type { ConversationSlot } from './conversation-frame.tsx'

const idOf = (text: string): number | undefined => (/^\d+$/.test(text) ? Number(text) : undefined)

/** What a conversation screen takes from its element: the record shown, the history beside it. */
export interface OpenedRecordProps {
  recordId: number | undefined
  onRecordCreated: (record: ChatRecord) => void
  onNew: () => void
  aside: ReactNode
}

/**
 * The record a conversation element (`<ai-quote>`, `<process-assistant>`) shows: `record-id` wins
 * when it changes; a record opened from the history list (beside the screen when `show-history`
 * asks) or just created replaces it until then, and a new record joins that list. Also answers a
 * ref to the element's `emit`, so the screens' event callbacks stay the same functions.
 */
export function useOpenedRecord(kind: 'quote' | 'process', { record, history }: ConversationSlot) {
  const emit = useEmit()
  const emitRef = useRef(emit)
  emitRef.current = emit
  const [opened, setOpened] = useState<number | undefined>(idOf(record))
  useEffect(() => setOpened(idOf(record)), [record])
  const onRecordCreated = useCallback(
    (r: ChatRecord) => {
      prependChatRecord(kind, r)
      setOpened(r.id)
    },
    [kind],
  )
  const onNew = useCallback(() => setOpened(undefined), [])
  const aside = history ? (
    <ChatHistoryMenu
      kind={kind}
      {...(opened !== undefined ? { activeId: String(opened) } : {})}
      onOpen={(id) => setOpened(idOf(id))}
      onActiveDeleted={onNew}
    />
  ) : undefined
  const screen: OpenedRecordProps = { recordId: opened, onRecordCreated, onNew, aside }
  return { screen, emitRef }
}
