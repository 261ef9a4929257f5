import { useState, type ReactNode } from 'react'
import { ConfirmDialog } from './confirm-dialog.tsx'
import { useT } from './i18n/use-t.ts'
import { OpinionField, type OpinionFieldProps } from './opinion-field.tsx'

/** Props of OpinionDialog. */
export interface OpinionDialogProps {
  /** What will happen, in the user's language. */
  message: ReactNode
  /** Text of the confirming button, in the user's language. */
  confirmLabel: string
  /** `danger` (the default) for what closes or refuses; `primary` for a commitment. */
  variant?: 'primary' | 'danger'
  /** Prefix of the test ids: `<prefix>-dialog`, `<prefix>-confirm` and `<prefix>-error`. */
  testId: string
  /** The text field; the typed text is kept by the caller, so a refused try loses nothing. */
  field: Omit<OpinionFieldProps, 'errorId' | 'error' | 'focusOnOpen'>
  /** An empty (blank) text is stopped before sending, with this message or the common one. */
  required?: boolean | string
  /** The server's last refusal, in its words, shown in the dialog (kept open) until the next try. */
  refusal?: string | null
  /** Sends; resolves whether it worked (the dialog stays open otherwise). */
  onConfirm: () => Promise<boolean>
  /** Called when the dialog closes: after a sent action, Cancel or Escape. */
  onClose: () => void
}

/**
 * Asks before sending a decision or move that carries a written opinion: the text field takes
 * focus on open, a missing required text is said in the field without sending, the confirm button
 * spins while sending, and a refusal is shown in the dialog with the typed text still there.
 * Escape and Cancel close it, and focus goes back to the button that opened it (the dialog focus
 * watcher does both for every dialog).
 */
export function OpinionDialog({ field, required, refusal, onConfirm, ...dialog }: OpinionDialogProps) {
  const t = useT()
  const [missing, setMissing] = useState('')
  async function confirm(): Promise<boolean> {
    if (required && !field.value.trim()) {
      setMissing(typeof required === 'string' ? required : t('common.rules.required'))
      return false
    }
    return onConfirm()
  }
  return (
    <ConfirmDialog {...dialog} onConfirm={confirm}>
      <OpinionField
        {...field}
        onChange={(value) => {
          setMissing('')
          field.onChange(value)
        }}
        error={missing || refusal || ''}
        errorId={`${dialog.testId}-error`}
        focusOnOpen
      />
    </ConfirmDialog>
  )
}
