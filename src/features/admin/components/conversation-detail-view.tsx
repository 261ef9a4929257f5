import { useEffect, type ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import type { AdminConversationDetail, ConversationKind } from '../../../../contract/admin-conversations.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { priceText } from '../../../lib/format/price.ts'
import { $conversationDetail, loadConversation } from '../stores/conversation-detail.ts'
import { minuteText } from '../lib/minute-text.ts'
import '../messages.ts'
import '../styles.ts'

type Part = AdminConversationDetail['parts'][number]

/** Props of ConversationDetailView. */
export interface ConversationDetailViewProps {
  kind: ConversationKind
  id: number
  /** A part's stored files with their previews (the page composes the viewers). */
  renderFiles: (part: Part) => ReactNode
}

const money = (amount: string | null, currency: string | null) => (amount === null ? '—' : priceText(amount, currency))

/** One part of the record: its heading, then its items, or a line saying there are none. */
function Section({ title, empty, children }: { title: string; empty: string | false; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h2 className="qe-subtitle">{title}</h2>
      {empty ? <p className="qe-muted">{empty}</p> : children}
    </section>
  )
}

/** Any user's conversation, read-only (/admin/chatHistoryDetail): who, the messages, and the parts or files. */
export function ConversationDetailView({ kind, id, renderFiles }: ConversationDetailViewProps) {
  const t = useT()
  const state = useStore($conversationDetail)
  useEffect(() => void loadConversation(kind, id), [kind, id])

  if (state.status === 'loading')
    return (
      <main className="qe-page qe-admin" aria-busy="true" data-testid="admin-conversation">
        <p role="status">{t('common.loading')}</p>
      </main>
    )
  if (state.status !== 'loaded')
    return (
      <main className="qe-page qe-admin" data-testid="admin-conversation">
        <p role="alert" className="qe-error" data-testid="admin-conversation-error">
          {state.status === 'forbidden'
            ? t('admin.conversation.forbidden')
            : state.status === 'missing'
              ? t('admin.conversation.missing')
              : state.message}
        </p>
        {state.status === 'error' && (
          <button type="button" className="qe-link" onClick={() => void loadConversation(kind, id)}>
            {t('admin.conversation.retry')}
          </button>
        )}
      </main>
    )

  const { record, messages, parts, files } = state.detail
  return (
    <main className="qe-page qe-admin" data-testid="admin-conversation">
      <h1 className="qe-title" translate="no">
        {record.name || `#${record.id}`}
      </h1>
      <dl className="qe-admin-facts">
        <dt>{t('admin.conversation.owner')}</dt>
        <dd data-testid="admin-conversation-owner" translate="no">
          {record.nickName ? `${record.nickName} (${record.username})` : record.username}
        </dd>
        <dt>{t('admin.conversation.company')}</dt>
        <dd translate="no">{record.companyName || '—'}</dd>
        <dt>{t('admin.conversation.kind')}</dt>
        <dd>{t(`admin.conversation.${record.kind}`)}</dd>
        <dt>{t('admin.conversation.updatedAt')}</dt>
        <dd>{minuteText(record.updatedAt)}</dd>
      </dl>
      {kind === 'quote' && (
        <Section title={t('admin.conversation.parts')} empty={parts.length === 0 && t('admin.conversation.noParts')}>
          <ul className="qe-admin-parts">
            {parts.map((part) => (
              <li key={part.partId} data-testid="admin-conversation-part">
                <div className="qe-admin-part-files">{renderFiles(part)}</div>
                <div>
                  <strong translate="no">{part.name}</strong>
                  <p className="qe-muted">{t(`admin.conversation.status.${part.status}`)}</p>
                  <p>
                    {t('admin.conversation.quantity')}: {part.quantity ?? '—'} · {t('admin.conversation.unitPrice')}:{' '}
                    {money(part.unitPrice, part.currency)} · {t('admin.conversation.total')}:{' '}
                    <span data-testid="admin-conversation-total">{money(part.total, part.currency)}</span>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {kind === 'process' && (
        <Section title={t('admin.conversation.files')} empty={files.length === 0 && t('admin.conversation.noFiles')}>
          <ul>
            {files.map((f) => (
              <li key={f.id}>
                {f.name} · {Math.ceil(f.size / 1024)} KB · {minuteText(f.createdAt)}
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section
        title={t('admin.conversation.messages')}
        empty={messages.length === 0 && t('admin.conversation.noMessages')}
      >
        <ol className="qe-admin-messages" data-testid="admin-conversation-messages">
          {messages.map((m) => (
            <li key={m.id} className={`is-${m.role}`}>
              <span className="qe-muted qe-small">
                {t(`admin.conversation.role.${m.role}`)} · {minuteText(m.createTime)}
              </span>
              <p>{m.content}</p>
            </li>
          ))}
        </ol>
      </Section>
    </main>
  )
}
