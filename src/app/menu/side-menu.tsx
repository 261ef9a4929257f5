import { useStore } from '@nanostores/react'
import { useLocation, useSearch } from 'wouter'
import { $settings } from '../../lib/stores/settings.ts'
import { ChatHistoryMenu } from '../layout/slots.tsx'
import { chatRecordHref, paths } from '../../lib/paths.ts'
import type { RouteEntry } from '../router/route-types.ts'
import { activeMenuKey, type MenuItem } from './menu-model.ts'
import { NavMenu } from './nav-menu.tsx'

/** The side menu: the route menu, then the chat history of the kind the route asks for. */
export function SideMenu({ items, entry, onSelect }: { items: MenuItem[]; entry: RouteEntry; onSelect?: () => void }) {
  const { collapse, uniqueOpened } = useStore($settings)
  const [, navigate] = useLocation()
  const search = useSearch()
  const kind = entry.meta.process ? 'process' : 'quote'
  const chatScreen = kind === 'process' ? paths.aiAuto : paths.aiQuote
  const activeId = entry.path === chatScreen ? (new URLSearchParams(search).get('id') ?? undefined) : undefined
  return (
    <div className="qe-side-menu">
      <NavMenu
        items={items}
        activeKey={activeMenuKey(entry.path, entry.meta)}
        mode="vertical"
        collapse={collapse}
        uniqueOpened={uniqueOpened}
        onSelect={onSelect}
        testId="side-menu"
      />
      {!collapse && (
        <div className="qe-chat-history">
          <ChatHistoryMenu
            kind={kind}
            {...(activeId ? { activeId } : {})}
            onOpen={(id) => {
              navigate(chatRecordHref(kind, id))
              onSelect?.()
            }}
            onActiveDeleted={() => navigate(chatScreen)}
          />
        </div>
      )}
    </div>
  )
}
