import { useStore } from '@nanostores/react'
import { COMMAND_MAX } from '../../../../contract/conversation.ts'
import { SendBox } from '../../../lib/chat/send-box.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'
import { $conversation, sendText } from '../stores/conversation.ts'
import { $draft, setDraft } from '../stores/draft.ts'

/**
 * The free-text box (`数量改为100`, `材料换成7075`, `change quantity to 50`). The draft is stored as
 * it is typed, so a reload keeps it; it clears only once the assistant has answered.
 */
export function CommandBox() {
  const t = useT()
  const draft = useStore($draft)
  const { recordId, sending } = useStore($conversation)
  const disabled = recordId === null

  async function send() {
    if (await sendText(draft)) setDraft('')
  }

  return (
    <SendBox
      value={draft}
      onChange={setDraft}
      onSend={() => void send()}
      label={t('aiQuote.command.label')}
      placeholder={disabled ? t('aiQuote.command.needParts') : t('aiQuote.command.placeholder')}
      sendLabel={t('aiQuote.command.send')}
      maxLength={COMMAND_MAX}
      canSend={!disabled && !sending}
      sending={sending}
      testId="ai-quote-command"
      className="qe-aiq-command"
      inputClassName="qe-aiq-textarea"
    />
  )
}
