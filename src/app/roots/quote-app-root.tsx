import { useEffect, useState } from 'react'
import { Router, useLocation, useSearch } from 'wouter'
import type { AttributeProps } from '../../lib/attribute-spec.ts'
import { parseEnum, parseText } from '../../lib/attributes.ts'
import { ElementRoot, type ElementRootProps } from '../element-root.tsx'
import { useEmit } from '../host-context.ts'
import { GuardedRoutes } from '../router/guarded-routes.tsx'
import { routerProps } from '../router/locations.ts'
import { useSessionReset } from '../router/use-session-reset.ts'
import { ELEMENT_ATTRIBUTES } from './element-attributes.ts'

const ATTRIBUTES = ELEMENT_ATTRIBUTES['quote-app']

/** Attributes of `<quote-app>`, as r2wc hands them over. */
export type QuoteAppProps = AttributeProps<typeof ATTRIBUTES> & Pick<ElementRootProps, 'container'>

/** Tells the host page about every route change. */
function NavigationEvents() {
  const [path] = useLocation()
  const search = useSearch()
  const emit = useEmit()
  useEffect(() => {
    emit('quote-navigate', { path, search })
  }, [path, search])
  return null
}

/** Logs out on a 401 the way the frame needs (tabs closed), as long as this element lives. */
function SessionReset() {
  useSessionReset()
  return null
}

/** Root of `<quote-app>`: the whole application with its own router, guard and frame. */
export function QuoteAppRoot({ container, apiBase, tokenKey, locale, routing, base }: QuoteAppProps) {
  const mode = parseEnum('quote-app', 'routing', routing, ATTRIBUTES.routing.values, ATTRIBUTES.routing.default)
  // Read once: the location hook must stay the same object for the element's life.
  const [router] = useState(() => routerProps(mode))
  const scroller = () => container?.querySelector('.qe-scroll')
  return (
    <ElementRoot container={container} tag="quote-app" apiBase={apiBase} tokenKey={tokenKey} locale={locale} app>
      <Router {...router} base={mode === 'history' ? parseText(base).replace(/\/+$/, '') : ''}>
        <NavigationEvents />
        <SessionReset />
        <GuardedRoutes mode={mode} container={scroller} />
      </Router>
    </ElementRoot>
  )
}
