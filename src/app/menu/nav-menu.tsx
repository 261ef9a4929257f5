import { useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { Link } from 'wouter'
import '@shoelace-style/shoelace/dist/components/icon/icon.js'
import { useT } from '../../lib/i18n/use-t.ts'
import { isUrl } from '../router/path-resolve.ts'
import { iconName, openKeysFor, type MenuItem } from './menu-model.ts'
import { moveFocus } from './roving-focus.ts'
import { routeTitle } from '../../lib/i18n/route-title.ts'

/** Props of the route menu. */
export interface NavMenuProps {
  items: MenuItem[]
  /** The highlighted entry (route's activeMenu or path). */
  activeKey: string
  /** Vertical (side) or horizontal (top layout). */
  mode: 'vertical' | 'horizontal'
  /** Icons only; submenus open as pop-ups. */
  collapse?: boolean
  /** Accordion: opening a submenu closes its siblings. */
  uniqueOpened?: boolean
  /** Called after an entry is chosen (the mobile overlay closes the menu). */
  onSelect?: (key: string) => void
  testId?: string
}

/**
 * The route menu as a disclosure navigation: links for pages, buttons with aria-expanded for
 * submenus. Arrow keys move between entries, Home/End jump, Escape closes a pop-up submenu.
 */
export function NavMenu({
  items,
  activeKey,
  mode,
  collapse = false,
  uniqueOpened = false,
  onSelect,
  testId,
}: NavMenuProps) {
  const t = useT()
  const popup = mode === 'horizontal' || collapse
  const [open, setOpen] = useState<string[]>(() => (popup ? [] : openKeysFor(items, activeKey)))

  useEffect(() => {
    if (popup) setOpen([])
    else setOpen((current) => [...new Set([...current, ...openKeysFor(items, activeKey)])])
  }, [activeKey, items, popup])

  const toggle = (key: string, siblings: MenuItem[]) =>
    setOpen((current) => {
      if (current.includes(key)) return current.filter((k) => k !== key)
      const others = uniqueOpened || popup ? current.filter((k) => !siblings.some((s) => s.key === k)) : current
      return [...others, key]
    })

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && popup) setOpen([])
    else moveFocus(event, mode)
  }

  const closeOnLeave = (key: string) => (event: FocusEvent<HTMLLIElement>) => {
    if (popup && !event.currentTarget.contains(event.relatedTarget)) setOpen((c) => c.filter((k) => k !== key))
  }

  const label = (item: MenuItem) => routeTitle(item) || t('menu.noTitle')
  const icon = (item: MenuItem) => {
    const name = iconName(item.icon)
    return name ? (
      <sl-icon className="qe-menu-icon" name={name} aria-hidden="true" />
    ) : collapse ? (
      <span className="qe-menu-icon qe-menu-letter">{label(item).slice(0, 1)}</span>
    ) : null
  }

  const render = (list: MenuItem[], depth: number) =>
    list.map((item) => {
      if (item.children) {
        const expanded = open.includes(item.key)
        const holdsActive = openKeysFor([item], activeKey).length > 0 || item.children.some((c) => c.key === activeKey)
        return (
          <li
            key={item.key}
            className={`qe-submenu${expanded ? ' is-open' : ''}${holdsActive ? ' is-active-parent' : ''}`}
            onBlur={closeOnLeave(item.key)}
          >
            <button
              type="button"
              className="qe-menu-item"
              aria-expanded={expanded}
              title={collapse ? label(item) : undefined}
              onClick={() => toggle(item.key, list)}
              style={{ paddingInlineStart: indent(depth, popup) }}
            >
              {icon(item)}
              <span className="qe-menu-title">{label(item)}</span>
              <sl-icon className="qe-caret" name="chevron-down" aria-hidden="true" />
            </button>
            {expanded && <ul className="qe-submenu-list">{render(item.children, depth + 1)}</ul>}
          </li>
        )
      }
      const active = item.key === activeKey
      const props = {
        className: `qe-menu-item${active ? ' is-active' : ''}`,
        'aria-current': active ? ('page' as const) : undefined,
        title: collapse && depth === 0 ? label(item) : undefined,
        style: { paddingInlineStart: indent(depth, popup) },
        'data-key': item.key,
      }
      const content = (
        <>
          {icon(item)}
          <span className="qe-menu-title">{label(item)}</span>
        </>
      )
      return (
        <li key={item.key}>
          {isUrl(item.key) ? (
            <a {...props} href={item.key} target="_blank" rel="noopener noreferrer">
              {content}
            </a>
          ) : (
            <Link
              {...props}
              href={item.key}
              onClick={() => {
                if (popup) setOpen([])
                onSelect?.(item.key)
              }}
            >
              {content}
            </Link>
          )}
        </li>
      )
    })

  return (
    <nav
      className={`qe-menu qe-menu--${mode}${collapse ? ' is-collapsed' : ''}`}
      aria-label={t('menu.label')}
      onKeyDown={onKeyDown}
      data-testid={testId}
    >
      <ul className="qe-menu-list">{render(items, 0)}</ul>
    </nav>
  )
}

// Nested entries of an inline (not pop-up) submenu step in by depth.
const indent = (depth: number, popup: boolean) => (popup || depth === 0 ? undefined : `${16 + depth * 16}px`)
