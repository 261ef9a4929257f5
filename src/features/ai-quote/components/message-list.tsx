import { useStore } from '@nanostores/react'
import { useT } from '../../../lib/i18n/use-t.ts'
import { useFollowNewest } from '../../../lib/use-follow-newest.ts'
import { $conversation } from '../stores/conversation.ts'
import '../../../lib/chat/styles.ts'

/** The conversation so far: the user's uploads and commands, the assistant's answers. */
export function MessageList() {
  const t = useT()
  const { messages, status } = useStore($conversation)
  // Keep the newest answer in view, as a chat does, without moving the page around the list.
  const follow = useFollowNewest<HTMLOListElement>(messages.length)

  if (status === 'loading')
    return (
      <p className="qe-muted" role="status" data-testid="ai-quote-loading">
        {t('common.loading')}
      </p>
    )
  if (messages.length === 0)
    return (
      <p className="qe-aiq-welcome" data-testid="ai-quote-welcome">
        {t('aiQuote.welcome')}
      </p>
    )
  return (
    <ol {...follow} className="qe-chat-messages qe-aiq-messages" aria-live="polite" data-testid="ai-quote-messages">
      {messages.map((m) => (
        <li key={m.id} className={`qe-chat-message is-${m.role}`} data-testid={`ai-quote-message-${m.role}`}>
          <span className="qe-aiq-who qe-small qe-muted">{t(`aiQuote.role.${m.role}`)}</span>
          <span className="qe-aiq-text">{m.content}</span>
        </li>
      ))}
    </ol>
  )
}
