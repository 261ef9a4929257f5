import { useCallback } from 'react'
import { ProcessScreen } from '../../features/process-assistant/components/process-screen.tsx'
import type { ProcessEvents } from '../../features/process-assistant/stores/events.ts'
import type { ConversationSlot } from './conversation-frame.tsx'
import { useOpenedRecord } from './use-opened-record.tsx'

/**
 * `<process-assistant>` once logged in: the process screen, with the history of process records
 * beside it when `show-history` asks; new records join that list, first routes fire `process-planned`.
 */
export function ProcessAssistantBody(slot: ConversationSlot) {
  const { screen, emitRef } = useOpenedRecord('process', slot)
  const onPlanned = useCallback((d: ProcessEvents['planned']) => emitRef.current('process-planned', d), [emitRef])
  return <ProcessScreen {...screen} onPlanned={onPlanned} />
}
