import '@shoelace-style/shoelace/dist/components/button/button.js'
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js'
import { useT } from '../i18n/use-t.ts'

/** Props of TableState. */
export interface TableStateProps {
  kind: 'loading' | 'empty' | 'error' | 'forbidden'
  /** The text to show; each kind has a generic default. */
  text?: string
  /** The failure's message, for the default error text. */
  message?: string
  /** Offers a retry button on errors (never on a 403: retrying cannot help). */
  onRetry?: () => void
  testId: string
}

/** What a table shows instead of rows: a spinner, "no rows", a failure with a retry, or "not allowed". */
export function TableState({ kind, text, message = '', onRetry, testId }: TableStateProps) {
  const t = useT()
  const id = `${testId}-${kind}`
  if (kind === 'loading') {
    return (
      <div className="qe-data-table-state" aria-busy="true" data-testid={id}>
        <sl-spinner aria-label={text ?? t('dataTable.loading')} />
      </div>
    )
  }
  if (kind === 'empty') {
    return (
      <p className="qe-data-table-state qe-muted" data-testid={id}>
        {text ?? t('dataTable.empty')}
      </p>
    )
  }
  const fallback = kind === 'forbidden' ? t('dataTable.forbidden') : t('dataTable.loadFailed', { message })
  return (
    <div className="qe-data-table-state" role="alert" data-testid={id}>
      <p className="qe-error">{text ?? fallback}</p>
      {kind === 'error' && onRetry && (
        <sl-button onClick={onRetry} data-testid={`${testId}-retry`}>
          {t('common.retry')}
        </sl-button>
      )}
    </div>
  )
}

/** Props of LoadState. */
export interface LoadStateProps {
  /** A store's state: loading, forbidden, error (with its message) or loaded. */
  state: { status: string; message?: string }
  onRetry: () => void
  testId: string
}

/** What a screen shows until its data is in: a spinner, "not allowed", or the failure with a retry. */
export function LoadState({ state, onRetry, testId }: LoadStateProps) {
  if (state.status === 'loading') return <TableState kind="loading" testId={testId} />
  if (state.status === 'forbidden') return <TableState kind="forbidden" testId={testId} />
  if (state.status === 'error')
    return <TableState kind="error" message={state.message} onRetry={onRetry} testId={testId} />
  return null
}
