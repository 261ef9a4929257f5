import { useT } from '../../../lib/i18n/use-t.ts'
import { useFollowNewest } from '../../../lib/use-follow-newest.ts'
import type { ProcessMessage } from '../../../../contract/process-plan.ts'
import '../../../lib/chat/styles.ts'

/**
 * The conversation of the record: the user's commands and the assistant's answers, oldest first;
 * its box follows the newest message as replies arrive.
 */
export function MessageList({ messages }: { messages: ProcessMessage[] }) {
  const t = useT()
  const follow = useFollowNewest<HTMLOListElement>(messages.length)
  if (messages.length === 0)
    return (
      <p className="qe-muted qe-small" data-testid="pa-messages-empty">
        {t('processAssistant.command.empty')}
      </p>
    )
  return (
    <ol
      {...follow}
      className="qe-chat-messages qe-pa-messages qe-pa-screen-only"
      aria-label={t('processAssistant.command.messages')}
      data-testid="pa-messages"
    >
      {messages.map((m) => (
        <li key={m.id} className={`qe-chat-message is-${m.role}`} data-testid="pa-message">
          <span className="qe-visually-hidden">{t(`processAssistant.command.role.${m.role}`)}</span>
          <span>{m.text}</span>
          {m.version !== null && (
            <span className="qe-muted qe-small">{t('processAssistant.versions.version', { version: m.version })}</span>
          )}
        </li>
      ))}
    </ol>
  )
}
