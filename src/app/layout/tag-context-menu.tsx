import { useEffect, useRef, type KeyboardEvent } from 'react'
import { useT } from '../../lib/i18n/use-t.ts'
import { moveFocus } from '../menu/roving-focus.ts'
import type { TagMenuState } from '../stores/tag-actions.ts'

/** A context-menu action of a tab. */
export type TagAction = keyof TagMenuState

const ACTIONS: { action: TagAction; icon: string }[] = [
  { action: 'refresh', icon: 'arrow-clockwise' },
  { action: 'close', icon: 'x-lg' },
  { action: 'closeLeft', icon: 'chevron-left' },
  { action: 'closeRight', icon: 'chevron-right' },
  { action: 'closeOthers', icon: 'dash-lg' },
  { action: 'closeAll', icon: 'x-circle' },
]

/** Props of the tab context menu. */
export interface TagContextMenuProps {
  x: number
  y: number
  state: TagMenuState
  onAction: (action: TagAction) => void
  onClose: () => void
}

/** The tab context menu: focus moves into it, arrows move, Escape or a click outside closes it. */
export function TagContextMenu({ x, y, state, onAction, onClose }: TagContextMenuProps) {
  const t = useT()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus()
    const root = ref.current?.getRootNode() as ShadowRoot | Document | undefined
    const outside = (e: Event) => {
      if (!e.composedPath().includes(ref.current!)) onClose()
    }
    root?.addEventListener('pointerdown', outside)
    return () => root?.removeEventListener('pointerdown', outside)
  }, [])
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' || e.key === 'Tab') {
      e.preventDefault()
      onClose()
    } else moveFocus(e, 'vertical')
  }
  return (
    <div
      ref={ref}
      className="qe-context-menu"
      role="menu"
      tabIndex={-1}
      style={{ left: x, top: y }}
      onKeyDown={onKeyDown}
      data-testid="tag-menu"
    >
      {ACTIONS.map(({ action, icon }) => (
        <button
          key={action}
          type="button"
          role="menuitem"
          disabled={!state[action]}
          onClick={() => onAction(action)}
          data-action={action}
        >
          <sl-icon name={icon} aria-hidden="true" />
          {t(`tags.${action}`)}
        </button>
      ))}
    </div>
  )
}
