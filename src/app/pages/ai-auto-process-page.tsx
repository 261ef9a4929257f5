import { useCallback } from 'react'
import { ProcessScreen } from '../../features/process-assistant/components/process-screen.tsx'
import type { ProcessEvents } from '../../features/process-assistant/stores/events.ts'
import { useEmit } from '../host-context.ts'
import { chatRecordHref } from '../../lib/paths.ts'
import { useRecordPage } from './use-record-page.ts'

/** /ai-auto/process[?id=]: the machining-process assistant; its records are the process history. */
export function AiAutoProcessPage() {
  const { screen, navigate } = useRecordPage('process')
  const emit = useEmit()
  const onPlanned = useCallback((d: ProcessEvents['planned']) => emit('process-planned', d), [emit])
  return (
    <main className="qe-page" data-testid="ai-auto-process-page">
      <ProcessScreen {...screen} onPlanned={onPlanned} onOpenQuote={(id) => navigate(chatRecordHref('quote', id))} />
    </main>
  )
}
