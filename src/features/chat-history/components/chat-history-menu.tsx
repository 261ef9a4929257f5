import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js'
import { $locale } from '../../../lib/i18n/index.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { ChatRecord } from '../api/types.ts'
import { entryTime } from '../lib/entry-time.ts'
import { groupRecords } from '../lib/group-by-date.ts'
import {
  deleteChatRecord,
  historyStore,
  keptOrdersOf,
  loadChatHistory,
  loadMoreChatHistory,
  refreshChatHistory,
  renameChatRecord,
} from '../stores/chat-history.ts'
import type { HistoryKind } from '../stores/history-api.ts'
import { ChatHistoryItem } from './chat-history-item.tsx'
import { useSentinel } from '../lib/use-sentinel.ts'
import '../styles.ts'

const ConfirmDialog = lazy(() => import('../../../lib/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })))

/** Props of ChatHistoryMenu. */
export interface ChatHistoryMenuProps {
  /** Quote chats, or process-assistant chats (the route's `process` flag). */
  kind: HistoryKind
  /** The record the current screen shows (its `?id=`), highlighted. */
  activeId?: string
  /** Opens a record. */
  onOpen: (id: string) => void
  /** The record on screen (`activeId`) was deleted: the host shows a new, empty conversation. */
  onActiveDeleted?: () => void
}

/** A record about to be deleted, with the quote orders that keep its parts and files. */
interface Deleting {
  record: ChatRecord
  keptOrders: string[]
}

/**
 * The side menu's chat history: grouped into 今日 / 昨日 / 本月 / 更久前 by update
 * time, 20 per page from page 1 with more loaded on scroll, rename in place and confirmed delete.
 */
export function ChatHistoryMenu({ kind, activeId, onOpen, onActiveDeleted }: ChatHistoryMenuProps) {
  const t = useT()
  const state = useStore(historyStore(kind))
  const [deleting, setDeleting] = useState<Deleting | null>(null)
  // Re-grouped when the records change; "today" is taken at that moment.
  const { groups, now } = useMemo(() => {
    const now = new Date()
    return { groups: groupRecords(state.records, now), now }
  }, [state.records])
  const canLoadMore = state.status === 'ready' && state.hasMore && !state.loadingMore && !state.moreFailed
  const sentinel = useSentinel<HTMLLIElement>(() => void loadMoreChatHistory(kind), canLoadMore, state.page)

  useEffect(() => {
    void loadChatHistory(kind)
  }, [kind, state.status === 'idle'])

  async function askDelete(record: ChatRecord) {
    setDeleting({ record, keptOrders: await keptOrdersOf(kind, record.id) })
  }
  async function confirmDelete({ record }: Deleting) {
    const deleted = await deleteChatRecord(kind, record.id)
    if (deleted && String(record.id) === activeId) onActiveDeleted?.()
    return deleted
  }
  const deleteMessage = ({ record, keptOrders }: Deleting) => {
    const asked = t('chatHistory.deleteConfirm', { name: record.name.trim() || t('common.noName') })
    if (keptOrders.length === 0) return asked
    const orders = new Intl.ListFormat($locale.get(), { type: 'conjunction' }).format(keptOrders)
    return `${asked} ${t('chatHistory.deleteKeeps', { orders })}`
  }

  if (state.status === 'loading' && state.records.length === 0) {
    return (
      <div className="qe-history qe-history-state" aria-busy="true" data-testid="history-loading">
        <sl-spinner /> {t('common.loading')}
      </div>
    )
  }
  if (state.status === 'error') {
    return (
      <div className="qe-history qe-history-state" data-testid="history-error">
        <span>{t('chatHistory.loadFailed')}</span>
        <button type="button" className="qe-link" onClick={() => void refreshChatHistory(kind)}>
          {t('common.retry')}
        </button>
      </div>
    )
  }
  if (state.status === 'ready' && state.records.length === 0) {
    return (
      <div className="qe-history qe-history-state qe-muted" data-testid="history-empty">
        {t('chatHistory.empty')}
      </div>
    )
  }
  return (
    <nav
      className="qe-history"
      aria-label={t(kind === 'quote' ? 'chatHistory.quoteTitle' : 'chatHistory.processTitle')}
      data-testid="chat-history"
    >
      {groups.map((group) => (
        <section key={group.key} className="qe-history-group" data-testid={`history-group-${group.key}`}>
          <h3 className="qe-history-heading">{t(`chatHistory.${group.key}`)}</h3>
          <ul className="qe-history-list">
            {group.records.map((record) => (
              <ChatHistoryItem
                key={record.id}
                record={record}
                time={entryTime(record.updateTime, group.key, now)}
                active={activeId !== undefined && String(record.id) === activeId}
                onOpen={() => onOpen(String(record.id))}
                onRename={(name) => renameChatRecord(kind, record.id, name)}
                onDelete={() => void askDelete(record)}
              />
            ))}
          </ul>
        </section>
      ))}
      <ul className="qe-history-list">
        <li ref={sentinel} className="qe-history-more" aria-hidden={!state.loadingMore && !state.moreFailed}>
          {state.loadingMore && <sl-spinner />}
          {state.moreFailed && (
            <button
              type="button"
              className="qe-link"
              onClick={() => void loadMoreChatHistory(kind)}
              data-testid="history-more-retry"
            >
              {t('chatHistory.loadMoreFailed')}
            </button>
          )}
        </li>
      </ul>
      {deleting && (
        <Suspense fallback={null}>
          <ConfirmDialog
            message={deleteMessage(deleting)}
            confirmLabel={t('chatHistory.delete')}
            onConfirm={() => confirmDelete(deleting)}
            onClose={() => setDeleting(null)}
            testId="history-delete"
          />
        </Suspense>
      )}
    </nav>
  )
}
