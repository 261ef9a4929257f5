import { useCallback, useRef } from 'react'
import { useLocation, useSearch } from 'wouter'
import { prependChatRecord } from '../../features/chat-history/stores/chat-history.ts'
import { ProcessScreen } from '../../features/process-assistant/components/process-screen.tsx'
import type { ProcessEvents } from '../../features/process-assistant/stores/events.ts'
import { useEmit } from '../host-context.ts'
import { chatRecordHref, paths } from '../../lib/paths.ts'

/**
 * /ai-auto/process[?id=]: the machining-process assistant. A new record joins the side-menu history
 * of process records at once and takes the address (`?id=`), so a reload or a shared link reopens it.
 */
export function AiAutoProcessPage() {
  const [, navigate] = useLocation()
  const raw = new URLSearchParams(useSearch()).get('id') ?? ''
  const recordId = /^\d+$/.test(raw) ? Number(raw) : undefined
  const emit = useEmit()
  const emitRef = useRef(emit)
  emitRef.current = emit
  const onRecordCreated = useCallback(
    (r: ProcessEvents['recordCreated']) => {
      prependChatRecord('process', r)
      navigate(chatRecordHref('process', String(r.id)), { replace: true })
    },
    [navigate],
  )
  const onPlanned = useCallback((d: ProcessEvents['planned']) => emitRef.current('process-planned', d), [])
  return (
    <main className="qe-page" data-testid="ai-auto-process-page">
      <ProcessScreen
        recordId={recordId}
        onRecordCreated={onRecordCreated}
        onPlanned={onPlanned}
        onNew={() => navigate(paths.aiAuto)}
      />
    </main>
  )
}
