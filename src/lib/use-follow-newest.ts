import { useLayoutEffect, useRef } from 'react'

/** How close to the end (px) still counts as reading the newest message. */
const NEAR_END = 48

/**
 * Keeps a scrolling message list at its newest entry as entries arrive, as a chat does, unless the
 * user has scrolled up to read older ones (then it stays where they are). Only the list's own box
 * scrolls: scrollIntoView would also move the page, and a host page embedding the element, to it.
 * Spread the answer on the scrolling list; `count` is the number of messages. The list takes
 * focus (tabIndex 0), so a keyboard can scroll it too.
 */
export function useFollowNewest<T extends HTMLElement>(count: number) {
  const ref = useRef<T>(null)
  const atEnd = useRef(true)
  useLayoutEffect(() => {
    const el = ref.current
    if (el && atEnd.current) el.scrollTop = el.scrollHeight
  }, [count])
  const onScroll = () => {
    const el = ref.current
    if (el) atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_END
  }
  return { ref, onScroll, tabIndex: 0 }
}
