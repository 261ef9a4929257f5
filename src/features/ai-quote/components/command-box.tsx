import type { FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { COMMAND_MAX } from '../../../../contract/conversation.ts'
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

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (await sendText(draft)) setDraft('')
  }

  return (
    <form className="qe-aiq-command" onSubmit={(e) => void submit(e)} data-testid="ai-quote-command">
      <textarea
        className="qe-aiq-textarea"
        value={draft}
        rows={2}
        maxLength={COMMAND_MAX}
        aria-label={t('aiQuote.command.label')}
        placeholder={disabled ? t('aiQuote.command.needParts') : t('aiQuote.command.placeholder')}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          // Enter sends, Shift+Enter starts a new line, as in every chat box.
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault()
            e.currentTarget.form?.requestSubmit()
          }
        }}
        data-testid="ai-quote-command-input"
      />
      <sl-button
        type="submit"
        variant="primary"
        loading={sending}
        disabled={disabled || sending || draft.trim() === ''}
        data-testid="ai-quote-command-send"
      >
        {t('aiQuote.command.send')}
      </sl-button>
    </form>
  )
}
