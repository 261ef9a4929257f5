/**
 * Prints a fragment on its own: the app lives in a shadow root inside someone else's page, so the
 * page's print would carry the menus, the tags and the host's own content. The fragment is copied
 * into a hidden frame with its stylesheet, printed there, and the frame removed afterwards.
 */
export function printFragment(title: string, html: string, css: string, doc: Document = document): HTMLIFrameElement {
  const frame = doc.createElement('iframe')
  frame.setAttribute('aria-hidden', 'true')
  frame.setAttribute('data-testid', 'quote-order-print-frame')
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden'
  doc.body.append(frame)
  const inner = frame.contentDocument!
  inner.open()
  inner.write(
    `<!doctype html><html><head><meta charset="utf-8"><title></title><style>${css}</style></head><body>${html}</body></html>`,
  )
  inner.close()
  inner.title = title
  const win = frame.contentWindow!
  // The frame stays until printing is over (afterprint), or a minute for browsers that skip it.
  const remove = () => frame.remove()
  win.addEventListener('afterprint', remove, { once: true })
  setTimeout(remove, 60_000)
  win.focus()
  win.print()
  return frame
}
