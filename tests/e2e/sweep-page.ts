import type { Page } from '@playwright/test'

// What a screen shows, read in the page through every shadow root: the visible words (each marked
// whether it lies in user data) and the elements that spill out of a box that cannot scroll.

export interface ShownText {
  text: string
  /** Inside an element marked translate="no": names, file names and words people typed. */
  userData: boolean
  /** The nearest test id or tag above the text, to find it. */
  where: string
  /** The language the text is marked as (the nearest lang attribute). */
  lang: string
}

export interface ScreenReading {
  texts: ShownText[]
  /** One line per element that crosses its clipping box or the viewport. */
  overflows: string[]
  /** The page itself scrolls sideways by this many pixels. */
  sideways: number
}

/**
 * Waits until transitions end (a drawer sliding in, the theme's colours blending); endless spinners
 * do not count. A screen still moving after 10 s is checked as it stands.
 */
export async function settle(page: Page) {
  const still = page.waitForFunction(
    () => {
      const roots: (Document | ShadowRoot)[] = [document]
      for (let i = 0; i < roots.length; i++)
        for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot)
      return roots
        .flatMap((root) => root.getAnimations())
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity)
    },
    undefined,
    { timeout: 10_000 },
  )
  await still.catch(() => undefined)
}

export function readScreen(page: Page): Promise<ScreenReading> {
  return page.evaluate(() => {
    /** The parent in the rendered tree: a slotted node's slot, a shadow root's host. */
    const up = (el: Element): Element | null =>
      el.assignedSlot ?? el.parentElement ?? ((el.parentNode as ShadowRoot | null)?.host || null)
    const closest = (el: Element | null, test: (e: Element) => boolean) => {
      for (let e = el; e; e = up(e)) if (test(e)) return e
      return null
    }
    const label = (el: Element) => {
      const marked = closest(el, (e) => e.hasAttribute('data-testid'))
      const own = `${el.localName}${el.classList.length ? '.' + [...el.classList].join('.') : ''}`
      return marked && marked !== el ? `${marked.getAttribute('data-testid')} › ${own}` : own
    }
    const isUserData = (el: Element) => closest(el, (e) => e.getAttribute('translate') === 'no') !== null
    const langOf = (el: Element) => closest(el, (e) => e.hasAttribute('lang'))?.getAttribute('lang') ?? ''

    const texts: ShownText[] = []
    const elements: Element[] = []
    const walk = (node: Node) => {
      if (node instanceof Element) {
        if (['script', 'style', 'template', 'noscript'].includes(node.localName)) return
        elements.push(node)
        const hint = node.getAttribute('placeholder')
        if (hint && node.checkVisibility())
          texts.push({ text: hint, userData: false, where: label(node), lang: langOf(node) })
        if (node.shadowRoot) for (const child of node.shadowRoot.childNodes) walk(child)
      }
      if (node instanceof Text && node.parentElement && node.data.trim()) {
        const range = document.createRange()
        range.selectNodeContents(node)
        const parent = node.parentElement
        if ([...range.getClientRects()].some((r) => r.width > 0 && r.height > 0) && parent.checkVisibility())
          texts.push({
            text: node.data.trim(),
            userData: isUserData(parent),
            where: label(parent),
            lang: langOf(parent),
          })
      }
      for (const child of node.childNodes) walk(child)
    }
    walk(document.documentElement)

    // An element may only be wider than a box that scrolls (a table at a phone's width, by design) or
    // that ends it with an ellipsis; past any other clipping box, or the viewport, it is cut off.
    const clippers = new Map<Element | null, Element | null>()
    /** The nearest box at or above `el` that clips or scrolls (remembered: one style read per element). */
    const clipperOf = (el: Element | null): Element | null => {
      if (!el || el === document.documentElement) return null
      if (!clippers.has(el)) clippers.set(el, getComputedStyle(el).overflowX !== 'visible' ? el : clipperOf(up(el)))
      return clippers.get(el)!
    }
    const overflows: string[] = []
    const flagged = new Set<Element>()
    const width = document.documentElement.clientWidth
    for (const el of elements) {
      const box = el.getBoundingClientRect()
      if (box.width < 1 || box.height < 1 || !el.checkVisibility({ checkVisibilityCSS: true })) continue
      const style = getComputedStyle(el)
      const clipper = style.position === 'fixed' ? null : clipperOf(up(el))
      const clip = clipper ? getComputedStyle(clipper) : null
      if (clip && (clip.overflowX === 'auto' || clip.overflowX === 'scroll' || clip.textOverflow === 'ellipsis'))
        continue
      const bounds = clipper ? clipper.getBoundingClientRect() : { left: 0, right: width, width }
      // Visually hidden text (1 px boxes for screen readers) is clipped on purpose.
      if (bounds.width <= 2) continue
      const over = Math.max(box.right - bounds.right, bounds.left - box.left)
      if (over <= 1) continue
      // One line per spill: the children of a flagged element spill with it.
      if (closest(up(el), (e) => flagged.has(e))) continue
      flagged.add(el)
      overflows.push(`${label(el)} is ${Math.round(over)} px past ${clipper ? label(clipper) : 'the viewport'}`)
    }
    const sideways = document.documentElement.scrollWidth - document.documentElement.clientWidth
    return { texts, overflows, sideways }
  })
}
