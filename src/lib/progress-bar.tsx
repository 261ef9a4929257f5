/**
 * A progress bar on the native `<progress>`, whose value is a property rather than a style:
 * Shoelace's `<sl-progress-bar>` writes its width as an inline style attribute when it first
 * renders (Lit's styleMap), which a host page's CSP without `'unsafe-inline'` styles refuses.
 * Without a value it is indeterminate.
 */
export function ProgressBar({
  value,
  label,
  className,
  part,
  testId,
}: {
  value?: number | undefined
  label: string
  className?: string
  part?: string
  testId?: string
}) {
  return (
    <progress
      className={className ? `qe-progress-bar ${className}` : 'qe-progress-bar'}
      max={100}
      value={value === undefined ? undefined : Math.min(100, Math.max(0, value))}
      aria-label={label}
      part={part}
      data-testid={testId}
    />
  )
}
