import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'

/** Props of the side menu's chat history (features/chat-history). */
export interface ChatHistoryMenuProps {
  kind: 'quote' | 'process'
  activeId?: string
  onOpen(id: string): void
}

/** Props of the header's user menu (features/auth). */
export interface UserMenuProps {
  onNavigate(path: string): void
  onLoggedOut(): void
}

/** Props of the guided-tour host (features/tour). */
export interface TourHostProps {
  path: string
  search: string
  roleId: string | number | undefined
}

type Loader = () => Promise<unknown>

/**
 * A component another feature provides, found by glob: until its file exists the frame renders
 * the fallback, so the frame builds and runs before the feature lands.
 */
function slot<P extends object>(found: Record<string, Loader>, name: string, fallback: (props: P) => ReactNode) {
  const load = Object.values(found)[0]
  if (!load) return fallback
  const Lazy = lazy(() => load().then((m) => ({ default: (m as Record<string, ComponentType<P>>)[name]! })))
  return (props: P) => (
    <Suspense fallback={fallback(props)}>
      <Lazy {...props} />
    </Suspense>
  )
}

/** The side menu's chat history; nothing until features/chat-history provides it. */
export const ChatHistoryMenu = slot<ChatHistoryMenuProps>(
  import.meta.glob('../../features/chat-history/components/chat-history-menu.tsx'),
  'ChatHistoryMenu',
  () => null,
)

/** The tour host; nothing until features/tour provides it. */
export const TourHost = slot<TourHostProps>(import.meta.glob('../../features/tour/components/tour-host.tsx'), 'TourHost', () => null)

const LogoutFallback = lazy(() => import('./user-menu-fallback.tsx').then((m) => ({ default: m.UserMenuFallback })))

/** The header's user menu; the plain logout button until features/auth provides the menu. */
export const UserMenu = slot<UserMenuProps>(import.meta.glob('../../features/auth/components/user-menu.tsx'), 'UserMenu', (props) => (
  <Suspense fallback={null}>
    <LogoutFallback {...props} />
  </Suspense>
))
