import { useStore } from '@nanostores/react'
import { parseBool, parseText } from '../../lib/attributes.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { $isLoggedIn } from '../../lib/stores/session.ts'
import { ElementRoot, type ElementRootProps } from '../element-root.tsx'

export interface ConversationProps extends Pick<ElementRootProps, 'container' | 'apiBase' | 'locale'> {
  /** `record-id`: the chat record to reopen. */
  recordId?: string
  /** `show-history`: show the conversation history list beside the conversation. */
  showHistory?: string
}

interface ConversationFrameProps extends ConversationProps {
  tag: 'ai-quote' | 'process-assistant'
  titleKey: string
}

/**
 * The frame shared by the two conversation elements: they need a session, and say so when there
 * is none. The conversations themselves arrive with the AI quote and process issues.
 */
export function ConversationFrame({ container, apiBase, locale, recordId, showHistory, tag, titleKey }: ConversationFrameProps) {
  const t = useT()
  const loggedIn = useStore($isLoggedIn)
  const record = parseText(recordId)
  const history = parseBool(tag, 'show-history', showHistory, false)
  return (
    <ElementRoot container={container} tag={tag} apiBase={apiBase} locale={locale} app>
      <section className="qe-page" data-testid={tag} data-record={record} data-history={String(history)}>
        <header className="qe-header">
          <h2 className="qe-title">{t(titleKey)}</h2>
        </header>
        <p className="qe-center qe-muted" data-testid="session-state">
          {loggedIn ? t('conversation.ready') : t('conversation.loginRequired')}
        </p>
      </section>
    </ElementRoot>
  )
}
