import { useEffect, useLayoutEffect } from 'react'
import { useStore } from '@nanostores/react'
import { $loadedLocales, $locale } from '../../lib/i18n/index.ts'
import { $settings } from '../../lib/stores/settings.ts'
import type { RoutingMode } from './locations.ts'
import type { RouteEntry } from './route-types.ts'
import { documentTitle } from './titles.ts'

/**
 * Sets `document.title` for the route, only with history routing: then the app owns the page.
 * With hash or memory routing the host page's title is the host's.
 */
export function useDocumentTitle(mode: RoutingMode, entry: RouteEntry | undefined): void {
  const { title } = useStore($settings)
  const locale = useStore($locale)
  const loaded = useStore($loadedLocales)
  useEffect(() => {
    if (mode === 'history' && entry) document.title = documentTitle(entry, title)
  }, [mode, entry, title, locale, loaded])
}

/**
 * Scrolls to the top on every navigation: the element's own scroll container, and the
 * window when the app owns the page (history routing). Hash routing leaves the host page where it is.
 */
export function useScrollTop(path: string, mode: RoutingMode, container: () => Element | null | undefined): void {
  useLayoutEffect(() => {
    container()?.scrollTo?.(0, 0)
    if (mode === 'history') window.scrollTo?.(0, 0)
  }, [path])
}
