import type { FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import { COMMAND_MAX } from '../../../../contract/conversation.ts'
import { $busy } from '../stores/busy.ts'
import { $commandText, sendCommandText } from '../stores/command.ts'

/**
 * The free-text box: `热处理改为调质`, `在淬火后加外圆磨`, `use the 5-axis machine`. A command
 * applies to the latest version and replaces edits in progress, so the hint says so.
 */
export function CommandBox({ disabled }: { disabled: boolean }) {
  const t = useT()
  const text = useStore($commandText)
  const busy = useStore($busy)
  function submit(e: FormEvent) {
    e.preventDefault()
    void sendCommandText()
  }
  return (
    <form className="qe-pa-command qe-pa-screen-only" onSubmit={submit} data-testid="pa-command">
      <textarea
        className="qe-native-input"
        value={text}
        rows={2}
        maxLength={COMMAND_MAX}
        disabled={disabled}
        aria-label={t('processAssistant.command.label')}
        aria-describedby="qe-pa-command-hint"
        placeholder={t('processAssistant.command.placeholder')}
        onChange={(e) => $commandText.set(e.target.value)}
        onKeyDown={(e) => {
          // Enter sends, Shift+Enter starts a new line, as in every chat box.
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault()
            e.currentTarget.form?.requestSubmit()
          }
        }}
        data-testid="pa-command-input"
      />
      <sl-button
        type="submit"
        variant="primary"
        loading={busy === 'command'}
        disabled={disabled || busy !== null || text.trim() === ''}
        data-testid="pa-command-send"
      >
        {t('processAssistant.command.send')}
      </sl-button>
      <span id="qe-pa-command-hint" className="qe-pa-command-hint qe-muted qe-small">
        {t('processAssistant.command.hint')}
      </span>
    </form>
  )
}
