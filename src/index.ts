/**
 * The bundle's entry: sets up page-wide services and defines every element. Heavy parts (three,
 * pdf.js, occt) are imported lazily by the viewers, never from here.
 */
import { getBasePath, setBasePath } from '@shoelace-style/shoelace/dist/utilities/base-path.js'
import { registerIconLibrary } from '@shoelace-style/shoelace/dist/utilities/icon-library.js'
import { systemIconPath } from './lib/icons.ts'
import { configure } from './lib/config.ts'
import { clearStorage } from './lib/storage.ts'
import './elements/quote-app.ts'
import './elements/ai-quote.ts'
import './elements/process-assistant.ts'
import './elements/model-preview.ts'
import './elements/drawing-preview.ts'

// Shoelace finds its icons next to the script that loaded it; ours are emitted next to this bundle.
setBasePath(new URL(/* @vite-ignore */ './shoelace', import.meta.url).href)
// Its system icons too: the built-in library fetch()es data: URLs, which a strict CSP refuses.
registerIconLibrary('system', { resolver: (name) => getBasePath(systemIconPath(name)) })

// zod (in the lazily loaded screens) probes `new Function` when it builds an object schema, to
// compile faster parsers, and a strict CSP reports the probe as a violation. Ours parse without
// it: set through the page-wide config z.config() writes, as zod is not in the first load.
const zodConfig = ((globalThis as { __zod_globalConfig?: Record<string, unknown> }).__zod_globalConfig ??= {})
zodConfig.jitless = true

export { configure, clearStorage }
export type { QuoteEventMap, QuoteEventName, QuoteEvent } from './lib/events.ts'
export { QuoteAppElement } from './elements/quote-app.ts'
export { AiQuoteElement } from './elements/ai-quote.ts'
export { ProcessAssistantElement } from './elements/process-assistant.ts'
export { ModelPreviewElement } from './elements/model-preview.ts'
export { DrawingPreviewElement } from './elements/drawing-preview.ts'

/** The page-wide API for hosts that use a plain script tag. */
export interface QuoteElementsGlobal {
  /** Page-wide defaults (`apiBase`, `tokenKey`, `locale`, `storagePrefix`); element attributes win. */
  configure: typeof configure
  /** Removes our stored entries (never the host page's keys), keeping the keep-list of lib/storage.ts. */
  clearStorage: typeof clearStorage
}

declare global {
  interface Window {
    QuoteElements: QuoteElementsGlobal & { queue?: Array<Parameters<typeof configure>[0]> }
  }
}

// A host may queue options before the bundle loads: window.QuoteElements = { queue: [{ apiBase: '…' }] }.
// A second copy of the bundle on the page leaves the first copy's API (and stores) in place.
if (!window.QuoteElements?.configure) {
  const pending = window.QuoteElements?.queue ?? []
  window.QuoteElements = { configure, clearStorage }
  for (const options of pending) configure(options)
}
