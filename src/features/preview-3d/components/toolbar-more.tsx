import {
  createContext,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react'

interface ToolbarMoreProps {
  /** Accessible name and tooltip of the "more" button. */
  label: string
  /** The less-used tool buttons (ToolButton). */
  children: ReactNode
}

/** True inside the open "more" menu: its buttons then take menu item roles. */
export const InMenu = createContext(false)

const ITEMS = '[role^="menuitem"]'

/**
 * The less-used tool buttons. In a wide viewer they sit in the toolbar's row like the others; in a
 * narrow one (a container query in preview-3d.css) they fold behind a "more" menu button, so the
 * toolbar stays one row and covers little of the model. The open menu follows the menu-button
 * pattern: focus moves to its first item, the arrow keys, Home and End walk the items, Escape closes
 * it and returns to the "more" button, and it closes when focus leaves or a press lands outside it.
 */
export function ToolbarMore({ label, children }: ToolbarMoreProps) {
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const id = useId()
  const items = () => [...(panel.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])]
  const inside = (target: EventTarget | null) =>
    !!target && [trigger.current, panel.current].some((el) => el?.contains(target as Node))
  useEffect(() => {
    if (!open) return
    items()[0]?.focus()
    // The path, not the target: inside a shadow root the document sees the host element as the target.
    const press = (e: PointerEvent) => {
      if (!e.composedPath().some((node) => node === trigger.current || node === panel.current)) setOpen(false)
    }
    document.addEventListener('pointerdown', press, true)
    return () => document.removeEventListener('pointerdown', press, true)
  }, [open])
  const leave = (e: FocusEvent) => {
    if (e.relatedTarget && !inside(e.relatedTarget)) setOpen(false)
  }
  const walk = (e: KeyboardEvent) => {
    if (!open) return
    const list = items()
    const at = list.indexOf(e.target as HTMLElement)
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: list.length - 1 }[e.key]
    if (next !== undefined) {
      e.preventDefault()
      list[(next + list.length) % list.length]?.focus()
    } else if (e.key === 'Escape') {
      e.stopPropagation()
      setOpen(false)
      trigger.current?.focus()
    } else if (e.key === 'Tab') setOpen(false)
  }
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="qe-tool qe-more"
        title={label}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        data-tool="more"
        onClick={() => setOpen(!open)}
        onKeyDown={(e) => {
          if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return
          e.preventDefault()
          setOpen(true)
        }}
        onBlur={leave}
      >
        <sl-icon name="three-dots" />
      </button>
      <div
        id={id}
        className="qe-more-tools"
        role={open ? 'menu' : 'group'}
        aria-label={label}
        ref={panel}
        data-open={open || undefined}
        onBlur={leave}
        onKeyDown={walk}
      >
        <InMenu.Provider value={open}>{children}</InMenu.Provider>
      </div>
    </>
  )
}
