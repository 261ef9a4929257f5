import { lazy, Suspense, type ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import type { AttributeProps } from '../../lib/attribute-spec.ts'
import { parseBool, parseText } from '../../lib/attributes.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import type { MessageKey } from '../../lib/i18n/index.ts'
import { $isLoggedIn } from '../../lib/stores/session.ts'
import { ElementRoot, type ElementRootProps } from '../element-root.tsx'
import { ELEMENT_ATTRIBUTES } from './element-attributes.ts'

type ConversationTag = 'ai-quote' | 'process-assistant'

// Only shown without a session, so it loads on demand.
const LoginForm = lazy(() =>
  import('../../features/auth/components/login-form.tsx').then((m) => ({ default: m.LoginForm })),
)

/** Attributes of `<ai-quote>` and `<process-assistant>` (the same names), as r2wc hands them over. */
export type ConversationProps = AttributeProps<(typeof ELEMENT_ATTRIBUTES)[ConversationTag]> &
  Pick<ElementRootProps, 'container'>

/** What a conversation element renders once there is a session. */
export interface ConversationSlot {
  /** `record-id`, trimmed; '' when absent. */
  record: string
  /** `show-history` as a boolean. */
  history: boolean
}

type ConversationFrameProps = ConversationProps & {
  tag: ConversationTag
  titleKey: MessageKey
  /** The conversation itself (lazily loaded); without it the frame only says the element is ready. */
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
  const history = parseBool(tag, 'show-history', showHistory, ELEMENT_ATTRIBUTES[tag].showHistory.default)
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
          // The conversation is a lazy chunk of its own: the element's first load is only the frame.
          <Suspense
            fallback={
              <p className="qe-muted" role="status">
                …
              </p>
            }
          >
            {children({ record, history })}
          </Suspense>
        ) : (
          <p className="qe-center qe-muted" data-testid="session-state">
            {t('conversation.ready')}
          </p>
        )}
      </section>
    </ElementRoot>
  )
}
