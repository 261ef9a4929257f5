import { useStore } from '@nanostores/react'
import { COMMAND_MAX } from '../../../../contract/conversation.ts'
import { SendBox } from '../../../lib/chat/send-box.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'
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
  return (
    <SendBox
      value={text}
      onChange={(value) => $commandText.set(value)}
      onSend={() => void sendCommandText()}
      label={t('processAssistant.command.label')}
      placeholder={t('processAssistant.command.placeholder')}
      sendLabel={t('processAssistant.command.send')}
      maxLength={COMMAND_MAX}
      canSend={!disabled && busy === null}
      sending={busy === 'command'}
      disabled={disabled}
      testId="pa-command"
      className="qe-pa-command qe-pa-screen-only"
      inputClassName="qe-native-input"
      describedBy="qe-pa-command-hint"
    >
      <span id="qe-pa-command-hint" className="qe-pa-command-hint qe-muted qe-small">
        {t('processAssistant.command.hint')}
      </span>
    </SendBox>
  )
}
