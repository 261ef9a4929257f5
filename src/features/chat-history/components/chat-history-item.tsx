import { useState, type KeyboardEvent } from 'react'
import '@shoelace-style/shoelace/dist/components/icon/icon.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { ChatRecord } from '../api/types.ts'
import { RECORD_NAME_MAX, recordNameError } from '../lib/record-name.ts'

/** Props of ChatHistoryItem. */
export interface ChatHistoryItemProps {
  record: ChatRecord
  /** When it was last updated, as the list shows it beside the name (see entryTime). */
  time: string
  active: boolean
  onOpen: () => void
  /** Sends the new name; resolves whether the server accepted it. */
  onRename: (name: string) => Promise<boolean>
  onDelete: () => void
}

/** One history entry: opens on click; rename in place (Enter saves, Escape cancels) and delete. */
export function ChatHistoryItem({ record, time, active, onOpen, onRename, onDelete }: ChatHistoryItemProps) {
  const t = useT()
  const [draft, setDraft] = useState<string | null>(null)
  const [error, setError] = useState('')
  const [saving, setSaving] = useState(false)
  const label = record.name.trim() || t('common.noName')

  async function save() {
    if (draft === null || saving) return
    if (draft.trim() === record.name.trim()) return setDraft(null)
    const problem = recordNameError(draft)
    if (problem) return setError(t(problem, { max: RECORD_NAME_MAX }))
    setSaving(true)
    const ok = await onRename(draft)
    setSaving(false)
    // A refused name stays in the input so the user can correct it; the client showed why.
    if (ok) setDraft(null)
  }

  function onKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') void save()
    if (e.key === 'Escape') {
      e.stopPropagation()
      setDraft(null)
      setError('')
    }
  }

  if (draft !== null) {
    return (
      <li className="qe-history-item editing" data-testid="history-item">
        <input
          className="qe-history-input"
          value={draft}
          maxLength={RECORD_NAME_MAX}
          aria-label={t('chatHistory.rename')}
          aria-invalid={!!error}
          // The field appears because the user chose "rename": focus goes where they are about to type.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          disabled={saving}
          onChange={(e) => {
            setDraft(e.target.value)
            setError('')
          }}
          onKeyDown={onKey}
          // Leaving an untouched input ends editing; a changed name waits for Enter or Escape.
          onBlur={() => draft.trim() === record.name.trim() && setDraft(null)}
          data-testid="history-rename-input"
        />
        {error && (
          <span className="qe-error qe-small" role="alert">
            {error}
          </span>
        )}
      </li>
    )
  }
  return (
    <li
      className={active ? 'qe-history-item active' : 'qe-history-item'}
      data-testid="history-item"
      data-id={record.id}
    >
      <button
        type="button"
        className="qe-history-open"
        aria-current={active ? 'page' : undefined}
        title={label}
        onClick={onOpen}
      >
        <span className="qe-history-name" translate="no">
          {label}
        </span>
        {time && (
          <time className="qe-history-time" dateTime={record.updateTime}>
            {time}
          </time>
        )}
      </button>
      <span className="qe-history-actions">
        <button
          type="button"
          className="qe-icon-button"
          title={t('chatHistory.rename')}
          aria-label={t('chatHistory.rename')}
          onClick={() => setDraft(record.name)}
          data-testid="history-rename"
        >
          <sl-icon name="pencil" />
        </button>
        <button
          type="button"
          className="qe-icon-button"
          title={t('chatHistory.delete')}
          aria-label={t('chatHistory.delete')}
          onClick={onDelete}
          data-testid="history-delete"
        >
          <sl-icon name="trash" />
        </button>
      </span>
    </li>
  )
}
