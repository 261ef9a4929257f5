import { lazy, Suspense, type ComponentProps } from 'react'

// Features the frame composes, each its own lazy chunk so the first load stays small.
const LazyChatHistoryMenu = lazy(() =>
  import('../../features/chat-history/components/chat-history-menu.tsx').then((m) => ({ default: m.ChatHistoryMenu })),
)
const LazyUserMenu = lazy(() =>
  import('../../features/auth/components/user-menu.tsx').then((m) => ({ default: m.UserMenu })),
)
const LazyTourHost = lazy(() =>
  import('../../features/tour/components/tour-host.tsx').then((m) => ({ default: m.TourHost })),
)

/** The side menu's chat history (features/chat-history). */
export function ChatHistoryMenu(props: ComponentProps<typeof LazyChatHistoryMenu>) {
  return (
    <Suspense fallback={null}>
      <LazyChatHistoryMenu {...props} />
    </Suspense>
  )
}

/** The header's user menu (features/auth). */
export function UserMenu(props: ComponentProps<typeof LazyUserMenu>) {
  return (
    <Suspense fallback={null}>
      <LazyUserMenu {...props} />
    </Suspense>
  )
}

/** The guided-tour host (features/tour). */
export function TourHost(props: ComponentProps<typeof LazyTourHost>) {
  return (
    <Suspense fallback={null}>
      <LazyTourHost {...props} />
    </Suspense>
  )
}
