/**
 * Keyboard focus around the Shoelace dialogs and drawers in one shadow root. We mount them already
 * open, and Shoelace then neither moves focus in nor remembers where it was; when it does remember,
 * it keeps `document.activeElement`, which from inside a shadow root is only our host element. So:
 * when one opens, focus goes into it (its panel, which reads its label); when it closes or is
 * removed, focus goes back to what had it before, unless the user has put focus somewhere since.
 * Shoelace itself keeps Tab inside an open dialog and closes it on Escape.
 */
const DIALOGS = 'sl-dialog, sl-drawer'

type LitElementLike = HTMLElement & { updateComplete?: Promise<unknown> }

/** The focused element, looking through open shadow roots. */
function deepActiveElement(): Element | null {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}

async function focusInto(dialog: LitElementLike) {
  await customElements.whenDefined(dialog.localName)
  await dialog.updateComplete
  requestAnimationFrame(() => {
    const active = deepActiveElement()
    if (active && dialog.contains(active)) return
    // An element inside that asks for it (autofocus) first, else the panel.
    const target =
      dialog.querySelector<HTMLElement>('[autofocus]') ??
      dialog.shadowRoot?.querySelector<HTMLElement>('[part~="panel"]')
    target?.focus({ preventScroll: true })
  })
}

/** Where focus goes back to: a menu item's dropdown has closed by then, so its trigger. */
function returnTarget(trigger: HTMLElement): HTMLElement {
  const dropdown = trigger.closest('sl-dropdown')
  if (!dropdown || dropdown.hasAttribute('open')) return trigger
  return dropdown.querySelector<HTMLElement>('[slot="trigger"]') ?? trigger
}

/** Whether `node` is `dialog` or inside it, its shadow root included. */
function within(node: Node | null, dialog: Element): boolean {
  for (let at = node; at; at = at.parentNode ?? (at instanceof ShadowRoot ? at.host : null))
    if (at === dialog) return true
  return false
}

function restore(trigger: HTMLElement | null, host: Element | null, dialog: Element) {
  const back = () =>
    setTimeout(() => {
      const active = deepActiveElement()
      const lost =
        !active || active === document.body || active === host || !active.isConnected || within(active, dialog)
      if (lost && trigger?.isConnected) returnTarget(trigger).focus({ preventScroll: true })
    })
  if (!dialog.isConnected) return void back()
  // A dialog closed in place (Escape) animates out, then Shoelace focuses its remembered trigger
  // (our host, which delegates focus elsewhere) in a timeout: ours must come after that one. A
  // dialog removed while animating never says so: the fallback stands in (Shoelace's hide is 250 ms).
  let done = false
  const once = () => {
    if (!done) back()
    done = true
  }
  dialog.addEventListener('sl-after-hide', once, { once: true })
  setTimeout(once, 1000)
}

/** Starts watching `root`; returns the function that stops. */
export function watchDialogFocus(root: ShadowRoot | HTMLElement): () => void {
  const host = root instanceof ShadowRoot ? root.host : root
  let lastFocused: HTMLElement | null = null
  const triggers = new Map<Element, HTMLElement | null>()
  const onFocusIn = (e: Event) => {
    const target = e.composedPath()[0]
    if (target instanceof HTMLElement) lastFocused = target
  }
  const sync = () => {
    for (const dialog of root.querySelectorAll<LitElementLike>(DIALOGS)) {
      const open = dialog.hasAttribute('open')
      if (open && !triggers.has(dialog)) {
        triggers.set(dialog, lastFocused)
        void focusInto(dialog)
      } else if (!open && triggers.has(dialog)) {
        restore(triggers.get(dialog) ?? null, host, dialog)
        triggers.delete(dialog)
      }
    }
    for (const [dialog, trigger] of triggers) {
      if (!dialog.isConnected) {
        restore(trigger, host, dialog)
        triggers.delete(dialog)
      }
    }
  }
  const observer = new MutationObserver(sync)
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] })
  root.addEventListener('focusin', onFocusIn)
  sync()
  return () => {
    observer.disconnect()
    root.removeEventListener('focusin', onFocusIn)
  }
}
