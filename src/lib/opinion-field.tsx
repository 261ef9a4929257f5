/** Props of OpinionField. */
export interface OpinionFieldProps {
  /** The field's label, in the user's language (it says whether the text is optional). */
  label: string
  value: string
  onChange: (value: string) => void
  /** The longest text the server takes: the contract's limit, passed in by the screen. */
  maxLength: number
  /** data-testid of the textarea. */
  testId: string
  /** id and data-testid of the error line, which the textarea names as its description (`<testId>-error`). */
  errorId?: string
  /** What is wrong, in words (the empty string when nothing is). */
  error?: string
  placeholder?: string
  rows?: number
  /** Class names of the label that holds the caption and the textarea. */
  className: string
  /** Class names of the caption. */
  captionClassName?: string
  /** The textarea takes focus when its dialog opens. */
  focusOnOpen?: boolean
}

/**
 * A written opinion, reason or remark: a labelled textarea capped at the server's limit, with what
 * is wrong shown right under it and announced. Enter starts a new line and never sends: the text
 * goes only through the button beside it or the dialog's confirm.
 */
export function OpinionField(props: OpinionFieldProps) {
  const { label, value, onChange, maxLength, testId, error, placeholder, rows = 2 } = props
  const errorId = props.errorId ?? `${testId}-error`
  return (
    <label className={props.className}>
      <span className={props.captionClassName}>{label}</span>
      <textarea
        // The dialog focus watcher looks for the attribute; React's autoFocus does not render it.
        ref={props.focusOnOpen ? (el) => el?.setAttribute('autofocus', '') : undefined}
        className="qe-native-input"
        rows={rows}
        maxLength={maxLength}
        value={value}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
      {error && (
        <span id={errorId} className="qe-error qe-small" role="alert" data-testid={errorId}>
          {error}
        </span>
      )}
    </label>
  )
}
