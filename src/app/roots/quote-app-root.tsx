import { lazy, Suspense, useEffect, useState } from 'react'
import { Redirect, Route, Router, Switch, useLocation, useSearch } from 'wouter'
import { parseEnum, parseText } from '../../lib/attributes.ts'
import { ElementRoot, type ElementRootProps } from '../element-root.tsx'
import { useEmit } from '../host-context.ts'
import { NotFoundPage } from '../pages/not-found.tsx'
import { GuidePage } from '../pages/guide.tsx'
import { Preview2dPage } from '../pages/preview-2d-page.tsx'
import { Preview3dPage } from '../pages/preview-3d-page.tsx'

// The login form pulls in Shoelace inputs and dialogs: only pages that need them pay for them.
const LoginPage = lazy(() => import('../pages/login.tsx').then((m) => ({ default: m.LoginPage })))
import { paths } from '../paths.ts'
import { ROUTING_MODES, routerProps } from '../router/locations.ts'

export interface QuoteAppProps extends Pick<ElementRootProps, 'container' | 'apiBase' | 'tokenKey' | 'locale'> {
  /** `routing`: history (default), hash or memory. */
  routing?: string
  /** `base`: path prefix for history routing. */
  base?: string
}

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

/** The route table; later issues add the guard, layouts and screens (issue "<quote-app> shell"). */
function Routes() {
  return (
    <Switch>
      <Route path={paths.root}>
        <Redirect to={paths.guide} replace />
      </Route>
      <Route path={paths.guide} component={GuidePage} />
      <Route path={paths.login} component={LoginPage} />
      <Route path={paths.preview3d} component={Preview3dPage} />
      <Route path={paths.preview2d} component={Preview2dPage} />
      <Route path={paths.notFound} component={NotFoundPage} />
      <Route>
        <Redirect to={paths.notFound} replace />
      </Route>
    </Switch>
  )
}

/** Root of `<quote-app>`: the whole application with its own router. */
export function QuoteAppRoot({ container, apiBase, tokenKey, locale, routing, base }: QuoteAppProps) {
  const mode = parseEnum('quote-app', 'routing', routing, ROUTING_MODES, 'history')
  // Read once: the location hook must stay the same object for the element's life.
  const [router] = useState(() => routerProps(mode))
  return (
    <ElementRoot container={container} tag="quote-app" apiBase={apiBase} tokenKey={tokenKey} locale={locale} app>
      <Router {...router} base={mode === 'history' ? parseText(base).replace(/\/+$/, '') : ''}>
        <NavigationEvents />
        <Suspense fallback={<p className="qe-page qe-muted">…</p>}>
          <Routes />
        </Suspense>
      </Router>
    </ElementRoot>
  )
}
