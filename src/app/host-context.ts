import { createContext, useCallback, useContext } from 'react'
import { emit, type QuoteEventMap, type QuoteEventName } from '../lib/events.ts'

/** The custom element a React tree renders for; features use it to send public events. */
export const HostContext = createContext<HTMLElement | null>(null)

/** Returns a typed `emit` bound to the element the calling component renders in (stable while it is). */
export function useEmit() {
  const host = useContext(HostContext)
  return useCallback(
    <K extends QuoteEventName>(name: K, detail: QuoteEventMap[K]) => {
      if (host) emit(host, name, detail)
    },
    [host],
  )
}
