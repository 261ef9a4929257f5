/**
 * Work a lazy element can do ahead of its first use, asked for by a screen that knows one is coming
 * (a quote card while its part is analysed asks for the 3D viewer's code). The element registers
 * what to start; a screen names the element and never imports it, so features stay apart from
 * elements. Asking before registration, or for an element not on the page, does nothing.
 */
const warmers = new Map<string, () => void>()

export function onWarmUp(tag: string, warm: () => void) {
  warmers.set(tag, warm)
}

export function warmUp(tag: string) {
  warmers.get(tag)?.()
}
