import { useEffect, useRef, type ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import { configure } from '../lib/config.ts'
import { $loadedLocales, $locale, isLocaleReady, LOCALES, setLocale } from '../lib/i18n/index.ts'
import { $settings, $themeVars } from '../lib/stores/settings.ts'
import { $isLoggedIn, $session } from '../lib/stores/session.ts'
import { parseEnum, parseText } from '../lib/attributes.ts'
import { watchDialogFocus } from '../lib/dialog-focus.ts'
import { emit } from '../lib/events.ts'
import { HostContext } from './host-context.ts'
import { ToastOutlet } from './toast-outlet.tsx'

export interface ElementRootProps {
  /** The shadow root r2wc renders into. */
  container?: ShadowRoot | HTMLElement
  /** The tag name, for warnings. */
  tag: string
  /** `api-base` attribute: page-wide API origin and path prefix. */
  apiBase?: string
  /** `token-key` attribute: header name the token is sent under. */
  tokenKey?: string
  /** `locale` attribute. */
  locale?: string
  /** App elements show toasts and session events; viewers do not. */
  app?: boolean
  children: ReactNode
}

const LANGS = LOCALES.map((l) => l.lang)

/** Host of the element a shadow root belongs to. */
function hostOf(container: ElementRootProps['container']): HTMLElement | null {
  if (!container) return null
  return container instanceof ShadowRoot ? (container.host as HTMLElement) : container
}

/**
 * The wrapper every element renders: applies its attributes to the page-wide configuration,
 * scopes the theme (dark class, primary shades) to the shadow tree, and hosts toasts.
 */
export function ElementRoot({ container, tag, apiBase, tokenKey, locale, app = false, children }: ElementRootProps) {
  const host = hostOf(container)
  const settings = useStore($settings)
  const themeVars = useStore($themeVars)
  const lang = useStore($locale)
  // Nothing is drawn before the first language's strings are in (a few ms, once); later switches
  // load before they apply, and the tree is never unmounted for one (state would be lost).
  const loaded = isLocaleReady(useStore($loadedLocales), lang)
  const drawn = useRef(false)
  const ready = (drawn.current ||= loaded)

  useEffect(() => {
    const base = parseText(apiBase)
    const key = parseText(tokenKey)
    if (base || key) configure({ ...(base ? { apiBase: base } : {}), ...(key ? { tokenKey: key } : {}) })
  }, [apiBase, tokenKey])

  useEffect(() => {
    if (locale) setLocale(parseEnum(tag, 'locale', locale, LANGS, $locale.get()))
  }, [tag, locale])

  // Dialogs take focus when they open and give it back when they close (dialog-focus.ts).
  useEffect(() => (container ? watchDialogFocus(container) : undefined), [container])

  useEffect(() => {
    if (!app || !host) return
    return $isLoggedIn.listen((loggedIn) => {
      if (loggedIn) {
        const { loginInfo, userInfo } = $session.get()
        const info = (userInfo ?? {}) as { username?: string; role?: string }
        emit(host, 'quote-login', { username: info.username ?? loginInfo?.username ?? '', role: info.role ?? null })
      } else {
        emit(host, 'quote-logout', {})
      }
    })
  }, [app, host])

  const classes = ['qe-root', settings.isDark ? 'sl-theme-dark dark' : 'sl-theme-light light']
  if (settings.greyMode) classes.push('grey')
  return (
    <HostContext.Provider value={host}>
      <div className={classes.join(' ')} style={themeVars} lang={lang} part="base">
        {ready && children}
        {ready && app && <ToastOutlet />}
      </div>
    </HostContext.Provider>
  )
}
