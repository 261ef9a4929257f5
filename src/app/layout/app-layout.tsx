import { lazy, Suspense, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useSearch } from 'wouter'
import { useT } from '../../lib/i18n/use-t.ts'
import { $session } from '../../lib/stores/session.ts'
import { $settings, setSetting } from '../../lib/stores/settings.ts'
import { buildMenu, activeMenuKey } from '../menu/menu-model.ts'
import { NavMenu } from '../menu/nav-menu.tsx'
import { SideMenu } from '../menu/side-menu.tsx'
import type { RouteEntry } from '../router/route-types.ts'
import { useSessionReset } from '../router/use-session-reset.ts'
import { $routers } from '../stores/routes.ts'
import { ContentArea } from './content-area.tsx'
import { Logo } from './logo.tsx'
import { TourHost } from './slots.tsx'
import { TagsView } from './tags-view.tsx'
import { ToolHeader } from './tool-header.tsx'
import { useTagSync } from './use-tag-sync.ts'
import { useViewport } from './use-viewport.ts'

// The drawer and its Shoelace parts load the first time someone opens the settings.
const SettingsDrawer = lazy(() =>
  import('../../features/settings/components/settings-drawer.tsx').then((m) => ({ default: m.SettingsDrawer })),
)

/**
 * The main layout around every page of the menus: `topLeft` (top bar over a side
 * menu), `top` (menu in the top bar) or `classic` (side column with the logo). Mobile mode
 * collapses the side menu into an overlay. Header and tabs stay put with fixedHeader, or scroll
 * with the page.
 */
export function AppLayout({ entry }: { entry: RouteEntry }) {
  const t = useT()
  const settings = useStore($settings)
  const routers = useStore($routers)
  const { userInfo } = useStore($session)
  const search = useSearch()
  const logout = useSessionReset()
  const [settingsOpen, setSettingsOpen] = useState(false)
  const [settingsLoaded, setSettingsLoaded] = useState(false)
  useViewport()
  useTagSync(entry, search)

  const { layout, mobile, collapse, fixedHeader, tagsView, footer, logo, currentSize, title } = settings
  const items = buildMenu(routers)
  const openSettings = () => {
    setSettingsLoaded(true)
    setSettingsOpen(true)
  }
  const closeMobileMenu = () => {
    if (mobile) setSetting('collapse', true)
  }

  const header = (
    <>
      {layout !== 'top' && layout !== 'topLeft' && (
        <header className="qe-header-bar">
          <ToolHeader entry={entry} navigation onOpenSettings={openSettings} onLoggedOut={logout} />
        </header>
      )}
      {tagsView && <TagsView entry={entry} />}
    </>
  )
  const page = (
    <>
      <main className="qe-content" data-testid="content">
        <ContentArea entry={entry} />
      </main>
      {footer && (
        <footer className="qe-footer" data-testid="footer">
          {t('layout.copyright', { year: new Date().getFullYear(), title })}
        </footer>
      )}
    </>
  )
  const main = (
    <div className="qe-main">
      {fixedHeader && header}
      <div className="qe-scroll">
        {!fixedHeader && header}
        {page}
      </div>
    </div>
  )
  const aside = layout !== 'top' && (
    <aside className={`qe-aside${collapse ? ' is-collapsed' : ''}`} data-testid="aside">
      {layout === 'classic' && logo && <Logo compact={collapse} />}
      <SideMenu items={items} entry={entry} onSelect={closeMobileMenu} />
    </aside>
  )

  return (
    <div
      className={`qe-layout qe-layout--${layout} qe-size-${currentSize}${mobile ? ' is-mobile' : ''}`}
      data-testid="layout"
      data-layout={layout}
    >
      {layout !== 'classic' && (
        <header className="qe-topbar">
          {logo && <Logo />}
          {layout === 'top' ? (
            <NavMenu
              items={items}
              activeKey={activeMenuKey(entry.path, entry.meta)}
              mode="horizontal"
              testId="top-menu"
            />
          ) : null}
          <ToolHeader
            entry={entry}
            navigation={layout === 'topLeft'}
            onOpenSettings={openSettings}
            onLoggedOut={logout}
          />
        </header>
      )}
      <div className="qe-body">
        {aside}
        {mobile && !collapse && (
          <div
            className="qe-overlay"
            aria-hidden="true"
            data-testid="mobile-overlay"
            onClick={() => setSetting('collapse', true)}
          />
        )}
        {main}
      </div>
      {settingsLoaded && (
        <Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} onLoggedOut={logout} />
        </Suspense>
      )}
      <TourHost path={entry.path} search={search} roleId={userInfo?.roleId} />
    </div>
  )
}
