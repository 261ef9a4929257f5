import { useCallback, useEffect, useRef, useState } from 'react'
import { ChatHistoryMenu } from '../../features/chat-history/components/chat-history-menu.tsx'
import { prependChatRecord } from '../../features/chat-history/stores/chat-history.ts'
import { ProcessScreen } from '../../features/process-assistant/components/process-screen.tsx'
import type { ProcessEvents } from '../../features/process-assistant/stores/events.ts'
import { useEmit } from '../host-context.ts'
import type { ConversationSlot } from './conversation-frame.tsx'

const idOf = (text: string): number | undefined => (/^\d+$/.test(text) ? Number(text) : undefined)

/**
 * `<process-assistant>` once logged in: the process screen, with the history of process records
 * beside it when `show-history` asks; new records join that list, first routes fire `process-planned`.
 */
export function ProcessAssistantBody({ record, history }: ConversationSlot) {
  const emit = useEmit()
  const emitRef = useRef(emit)
  emitRef.current = emit
  // `record-id` wins when it changes; a record opened from the history list or created replaces it until then.
  const [opened, setOpened] = useState<number | undefined>(idOf(record))
  useEffect(() => setOpened(idOf(record)), [record])
  const onRecordCreated = useCallback((r: ProcessEvents['recordCreated']) => {
    prependChatRecord('process', r)
    setOpened(r.id)
  }, [])
  const onPlanned = useCallback((d: ProcessEvents['planned']) => emitRef.current('process-planned', d), [])
  const aside = history ? (
    <ChatHistoryMenu
      kind="process"
      {...(opened !== undefined ? { activeId: String(opened) } : {})}
      onOpen={(id) => setOpened(idOf(id))}
      onActiveDeleted={() => setOpened(undefined)}
    />
  ) : undefined
  return (
    <ProcessScreen
      recordId={opened}
      onRecordCreated={onRecordCreated}
      onPlanned={onPlanned}
      onNew={() => setOpened(undefined)}
      aside={aside}
    />
  )
}
