import type { FormEvent, ReactNode } from 'react'
import '@shoelace-style/shoelace/dist/components/button/button.js'

/** Props of SendBox. */
export interface SendBoxProps {
  value: string
  onChange(value: string): void
  /** Called on the button or on Enter, only when sending is allowed. */
  onSend(): void
  label: string
  placeholder: string
  sendLabel: string
  maxLength: number
  /** Whether something may be sent at all (besides a non-empty text). */
  canSend: boolean
  /** The send is under way (the button spins). */
  sending: boolean
  /** Locks the text box too (otherwise only the button waits). */
  disabled?: boolean
  /** Test ids: `<testId>` on the form, `-input` on the box, `-send` on the button. */
  testId: string
  className: string
  inputClassName: string
  /** The id of a hint the box is described by. */
  describedBy?: string
  /** Shown after the button (a hint). */
  children?: ReactNode
}

/**
 * A chat box: a text area with its send button. Enter sends, Shift+Enter starts a new line, as in every
 * chat box; an Enter that confirms an input method's composition does neither.
 */
export function SendBox(props: SendBoxProps) {
  const { value, canSend, sending, testId } = props
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (canSend && value.trim() !== '') props.onSend()
  }
  return (
    <form className={props.className} onSubmit={submit} data-testid={testId}>
      <textarea
        className={props.inputClassName}
        value={value}
        rows={2}
        maxLength={props.maxLength}
        disabled={props.disabled}
        aria-label={props.label}
        aria-describedby={props.describedBy}
        placeholder={props.placeholder}
        onChange={(e) => props.onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault()
            e.currentTarget.form?.requestSubmit()
          }
        }}
        data-testid={`${testId}-input`}
      />
      <sl-button
        type="submit"
        variant="primary"
        loading={sending}
        disabled={!canSend || value.trim() === ''}
        data-testid={`${testId}-send`}
      >
        {props.sendLabel}
      </sl-button>
      {props.children}
    </form>
  )
}
