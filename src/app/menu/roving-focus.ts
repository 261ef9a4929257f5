import type { KeyboardEvent } from 'react'

const FOCUSABLE = 'a[href], button:not([disabled])'

/**
 * Arrow-key focus movement inside a menu or tab strip: Down/Right next, Up/Left previous (the
 * pair that matches the orientation, plus the other pair for convenience), Home/End first/last.
 */
export function moveFocus(event: KeyboardEvent<HTMLElement>, orientation: 'vertical' | 'horizontal'): void {
  const next = orientation === 'vertical' ? ['ArrowDown', 'ArrowRight'] : ['ArrowRight', 'ArrowDown']
  const prev = orientation === 'vertical' ? ['ArrowUp', 'ArrowLeft'] : ['ArrowLeft', 'ArrowUp']
  const keys = [...next, ...prev, 'Home', 'End']
  if (!keys.includes(event.key)) return
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.offsetParent !== null || el === document.activeElement,
  )
  if (!items.length) return
  const root = event.currentTarget.getRootNode() as Document | ShadowRoot
  const index = items.indexOf(root.activeElement as HTMLElement)
  let target = index
  if (event.key === 'Home') target = 0
  else if (event.key === 'End') target = items.length - 1
  else if (next.includes(event.key)) target = (index + 1) % items.length
  else target = (index - 1 + items.length) % items.length
  event.preventDefault()
  items[target]?.focus()
}
