import { useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react'

interface ToolbarMoreProps {
  /** Accessible name and tooltip of the "more" button. */
  label: string
  /** The less-used tool buttons. */
  children: ReactNode
}

/**
 * The less-used tool buttons. In a wide viewer they sit in the toolbar's row like the others; in a
 * narrow one (a container query in viewer.css) they fold behind a "more" button into a panel that
 * lists each with its label, so the toolbar stays one row and covers little of the model. The
 * panel is a disclosure: Tab walks its buttons, Escape closes it and returns to the "more" button,
 * and it closes when focus moves elsewhere or the user presses anywhere outside it.
 */
export function ToolbarMore({ label, children }: ToolbarMoreProps) {
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const id = useId()
  const inside = (target: EventTarget | null) =>
    !!target && [trigger.current, panel.current].some((el) => el?.contains(target as Node))
  useEffect(() => {
    if (!open) return
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
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="qe-tool qe-more"
        title={label}
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        data-tool="more"
        onClick={() => setOpen(!open)}
        onBlur={leave}
      >
        <sl-icon name="three-dots" />
      </button>
      <div
        id={id}
        className="qe-more-tools"
        role="group"
        aria-label={label}
        ref={panel}
        data-open={open || undefined}
        onBlur={leave}
        onKeyDown={(e) => {
          if (e.key !== 'Escape' || !open) return
          e.stopPropagation()
          setOpen(false)
          trigger.current?.focus()
        }}
      >
        {children}
      </div>
    </>
  )
}
