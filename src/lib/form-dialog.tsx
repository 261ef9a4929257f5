import type { FormEvent, ReactNode } from 'react'
import { Dialog } from './dialog.tsx'
import { DialogActions } from './dialog-actions.tsx'

/** Props of FormDialog. */
export interface FormDialogProps {
  /** The title, in the user's language. */
  label: string
  /** Whether a save is under way (the save button spins), and how the dialog closes. */
  form: { busy: boolean; close: () => void }
  /** Checks and sends the form (Enter in an input, or the save button). */
  onSubmit: () => void
  /** Test ids: `<testId>-dialog`, and `<testId>-save` for the save button unless `saveTestId` names it. */
  testId: string
  saveTestId?: string
  className?: string
  /** Class names of the form. */
  formClassName: string
  /** The save button is off (e.g. while the form's choices load). */
  disabled?: boolean
  /** Text of the save button, in the user's language (default: OK / 确定). */
  saveLabel?: string
  children: ReactNode
}

/**
 * A dialog holding one form: the browser's own checks are off (the form's schema says what is
 * wrong, in the user's language), and Enter in any input submits it like the save button does.
 */
export function FormDialog(props: FormDialogProps) {
  const { label, form, onSubmit, testId, saveTestId = `${testId}-save`, className, formClassName } = props
  function submit(e: FormEvent) {
    e.preventDefault()
    onSubmit()
  }
  return (
    <Dialog label={label} onClose={form.close} testId={`${testId}-dialog`} className={className}>
      <form className={formClassName} onSubmit={submit} noValidate>
        {props.children}
        {/* A hidden submit button lets Enter in any input submit the form. */}
        <button type="submit" hidden />
      </form>
      <DialogActions
        onCancel={form.close}
        onConfirm={onSubmit}
        busy={form.busy}
        disabled={props.disabled}
        testId={saveTestId}
        confirmLabel={props.saveLabel}
      />
    </Dialog>
  )
}
