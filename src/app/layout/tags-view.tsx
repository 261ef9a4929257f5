import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { useStore } from '@nanostores/react'
import { Link, useLocation } from 'wouter'
import { useT } from '../../lib/i18n/use-t.ts'
import { $settings } from '../../lib/stores/settings.ts'
import { iconName } from '../menu/menu-model.ts'
import { moveFocus } from '../menu/roving-focus.ts'
import { refreshHref } from '../../lib/paths.ts'
import type { RouteEntry } from '../router/route-types.ts'
import { lastViewPath, tagMenuState, type TagView } from '../stores/tag-actions.ts'
import * as tags from '../stores/tags.ts'
import { TagContextMenu, type TagAction } from './tag-context-menu.tsx'
import { routeTitle } from '../../lib/i18n/route-title.ts'

/**
 * The tab strip of visited views. Keyboard: arrows move between tabs, Enter opens one, Delete
 * closes it, the context-menu key or Shift+F10 opens its menu.
 */
export function TagsView({ entry }: { entry: RouteEntry }) {
  const t = useT()
  const { visited, selected } = useStore(tags.$tags)
  const { tagsViewIcon } = useStore($settings)
  const [, navigate] = useLocation()
  const [menu, setMenu] = useState<{ tag: TagView; x: number; y: number } | null>(null)
  const strip = useRef<HTMLDivElement>(null)

  useEffect(() => {
    strip.current?.querySelector('.is-active')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
  }, [entry.path, visited.length])

  // After tabs closed: if the current page's tab is gone, go to the last open tab (or home).
  const settle = () => {
    const open = tags.$tags.get().visited
    if (!open.some((v) => v.path === entry.path)) navigate(lastViewPath(open))
  }

  const close = (tag: TagView) => {
    if (tag.meta.affix) return
    tags.delView(tag.path)
    settle()
  }

  const run = (tag: TagView, action: TagAction) => {
    setMenu(null)
    if (action === 'refresh') {
      tags.delCachedView(tag.name)
      const search = tag.fullPath.split('?')[1] ?? ''
      navigate(refreshHref(tag.path, search), { replace: true })
      return
    }
    if (action === 'close') return close(tag)
    if (action === 'closeAll') tags.delAllViews()
    if (action === 'closeOthers') tags.delOthersViews(tag.path)
    if (action === 'closeLeft') tags.delLeftViews(tag.path)
    if (action === 'closeRight') tags.delRightViews(tag.path)
    settle()
  }

  const openMenu = (tag: TagView, x: number, y: number) => {
    tags.selectTag(tag.path)
    const box = strip.current?.getBoundingClientRect()
    setMenu({ tag, x: x - (box?.left ?? 0), y: y - (box?.top ?? 0) })
  }

  const onKeyDown = (tag: TagView) => (e: KeyboardEvent<HTMLAnchorElement>) => {
    if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault()
      close(tag)
    } else if (e.key === 'ContextMenu' || (e.key === 'F10' && e.shiftKey)) {
      e.preventDefault()
      const r = e.currentTarget.getBoundingClientRect()
      openMenu(tag, r.left, r.bottom)
    }
  }

  return (
    <div className="qe-tags" ref={strip} data-testid="tags-view">
      <nav className="qe-tags-strip" aria-label={t('tags.label')} onKeyDown={(e) => moveFocus(e, 'horizontal')}>
        {visited.map((tag) => {
          const active = tag.path === entry.path
          const icon = tagsViewIcon ? iconName(tag.meta.icon) : undefined
          return (
            <span
              key={tag.path}
              className={`qe-tag${active ? ' is-active' : ''}${tag.meta.affix ? ' is-affix' : ''}`}
              data-path={tag.path}
            >
              <Link
                href={tag.fullPath}
                aria-current={active ? 'page' : undefined}
                onKeyDown={onKeyDown(tag)}
                onContextMenu={(e: MouseEvent) => {
                  e.preventDefault()
                  openMenu(tag, e.clientX, e.clientY)
                }}
              >
                {icon && <sl-icon name={icon} aria-hidden="true" />}
                {routeTitle(tag.meta)}
              </Link>
              {!tag.meta.affix && (
                <button
                  type="button"
                  tabIndex={-1}
                  className="qe-tag-close"
                  aria-label={t('tags.close')}
                  onClick={() => close(tag)}
                >
                  <sl-icon name="x" aria-hidden="true" />
                </button>
              )}
            </span>
          )
        })}
      </nav>
      {menu && (
        <TagContextMenu
          x={menu.x}
          y={menu.y}
          state={tagMenuState(visited, menu.tag, selected)}
          onAction={(action) => run(menu.tag, action)}
          onClose={() => setMenu(null)}
        />
      )}
    </div>
  )
}
