import { lazy, Suspense, type ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import { parseBool, parseText } from '../../lib/attributes.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import type { MessageKey } from '../../lib/i18n/index.ts'
import { $isLoggedIn } from '../../lib/stores/session.ts'
import { ElementRoot, type ElementRootProps } from '../element-root.tsx'

// Only shown without a session, so it loads on demand.
const LoginForm = lazy(() =>
  import('../../features/auth/components/login-form.tsx').then((m) => ({ default: m.LoginForm })),
)

export interface ConversationProps extends Pick<ElementRootProps, 'container' | 'apiBase' | 'locale'> {
  /** `record-id`: the chat record to reopen. */
  recordId?: string
  /** `show-history`: show the conversation history list beside the conversation. */
  showHistory?: string
}

/** What a conversation element renders once there is a session. */
export interface ConversationSlot {
  /** `record-id`, trimmed; '' when absent. */
  record: string
  /** `show-history` as a boolean. */
  history: boolean
}

interface ConversationFrameProps extends ConversationProps {
  tag: 'ai-quote' | 'process-assistant'
  titleKey: MessageKey
  /** The conversation itself; without it the frame only says the element is ready. */
  children?: (slot: ConversationSlot) => ReactNode
}

/**
 * The frame shared by the two conversation elements: they need a session, so without one they
 * show the login form inline (a CMS page has no login page to send the user to).
 */
export function ConversationFrame({
  container,
  apiBase,
  locale,
  recordId,
  showHistory,
  tag,
  titleKey,
  children,
}: ConversationFrameProps) {
  const t = useT()
  const loggedIn = useStore($isLoggedIn)
  const record = parseText(recordId)
  const history = parseBool(tag, 'show-history', showHistory, false)
  return (
    <ElementRoot container={container} tag={tag} apiBase={apiBase} locale={locale} app>
      <section className="qe-page" data-testid={tag} data-record={record} data-history={String(history)}>
        {(!loggedIn || !children) && (
          <header className="qe-header">
            <h2 className="qe-title">{t(titleKey)}</h2>
          </header>
        )}
        {!loggedIn ? (
          <div className="qe-inline-login" data-testid="inline-login">
            <p className="qe-muted" data-testid="session-state">
              {t('conversation.loginRequired')}
            </p>
            {/* The session store updates every element; nothing else to do once logged in. */}
            <Suspense fallback={null}>
              <LoginForm onLoggedIn={() => {}} />
            </Suspense>
          </div>
        ) : children ? (
          children({ record, history })
        ) : (
          <p className="qe-center qe-muted" data-testid="session-state">
            {t('conversation.ready')}
          </p>
        )}
      </section>
    </ElementRoot>
  )
}
