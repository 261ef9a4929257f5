import { useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { ConversationListView } from '../../features/admin/components/conversation-list-view.tsx'
import { OrderManageView } from '../../features/quote-order/components/order-manage-view.tsx'
import { useT } from '../../lib/i18n/use-t.ts'
import type { MessageKey } from '../../lib/i18n/index.ts'
import { adminChatHref, adminOrderHref, quoteOrderCompareHref } from '../../lib/paths.ts'
import { TabButton } from '../../lib/tab-button.tsx'

type Tab = 'orders' | 'conversations'

/**
 * /admin/manage: every customer's quote orders and conversations. The order list is
 * the quote-order feature's staff list; opening an order or a conversation stays in the back office.
 * `?tab=conversations` opens the second list (a link from elsewhere, or a refresh).
 */
export function AdminManagePage() {
  const t = useT()
  const [, navigate] = useLocation()
  const [tab, setTab] = useState<Tab>(
    new URLSearchParams(useSearch()).get('tab') === 'conversations' ? 'conversations' : 'orders',
  )
  const tabButton = (key: Tab, label: MessageKey) => (
    <TabButton selected={tab === key} onSelect={() => setTab(key)} testId={`admin-manage-tab-${key}`}>
      {t(label)}
    </TabButton>
  )
  return (
    <>
      <nav aria-label={t('router.adminManage')} className="qe-admin-tabs">
        <div role="tablist" className="qe-tabs">
          {tabButton('orders', 'admin.conversation.ordersTab')}
          {tabButton('conversations', 'admin.conversation.title')}
        </div>
      </nav>
      {tab === 'orders' ? (
        <OrderManageView
          staff
          onOpen={(id) => navigate(adminOrderHref(id))}
          onCompare={(ids) => navigate(quoteOrderCompareHref('ids', ids))}
        />
      ) : (
        <main className="qe-page" data-testid="admin-manage-conversations">
          <h1 className="qe-title">{t('admin.conversation.title')}</h1>
          <ConversationListView onOpen={(kind, id) => navigate(adminChatHref(kind, id))} />
        </main>
      )}
    </>
  )
}
