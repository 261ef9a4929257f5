import type { FeatureKind } from '../../contract/features.ts'

/** A point or size in model coordinates. */
export interface Vec3Detail {
  x: number
  y: number
  z: number
}

/** `load` of `<model-preview>`: quantities in model coordinates and units. */
export interface ModelLoadDetail {
  url: string
  /** `step`, `iges`, `stl`, `obj`, `gltf` or `glb`. */
  format: string
  /** `mm` for STEP/IGES (converted by OCCT); the `units` attribute for the unit-less formats. */
  units: string
  triangles: number
  boundingBox: { min: Vec3Detail; max: Vec3Detail; size: Vec3Detail }
  /** No open edges after welding: only then are volume and area given. */
  closed: boolean
  /** Mesh volume in units³; null for an open mesh. */
  volume: number | null
  /** Mesh surface area in units²; null for an open mesh. */
  area: number | null
}

/** `load` of `<drawing-preview>`: the shown page in drawing coordinates. */
export interface DrawingLoadDetail {
  url: string
  /** `pdf`, `dxf`, `png` or `jpg`. */
  format: string
  pages: number
  /** The page shown, from 1. */
  page: number
  /** Page size in drawing coordinates: PDF points, image pixels, DXF drawing units. */
  width: number
  height: number
}

/** A part of `quote-created`: the delivery tier it is priced at and the dates it promises (null: not priced). */
export interface QuotedPartDetail {
  partId: number | string
  /** The shop's tier key (economy, standard, rush…). */
  tier: string | null
  /** Working days from the start day to delivery. */
  days: number | null
  /** YYYY-MM-DD in the shop's calendar: the parts leave the shop. */
  shipDate: string | null
  /** YYYY-MM-DD: the parts arrive. */
  deliveryDate: string | null
}

/**
 * Every public event of the bundle, by name, with its `detail`. Hosts get typed listeners through
 * the `HTMLElementEventMap` augmentation below.
 */
export interface QuoteEventMap {
  /** A user logged in (any element on the page). */
  'quote-login': { username: string; role: string | null }
  /** The session ended: logout, expiry or a 401 from the API. */
  'quote-logout': Record<string, never>
  /** `<quote-app>` moved to another route. */
  'quote-navigate': { path: string; search: string }
  /**
   * A quote was created: `<ai-quote>`, and `<quote-app>` on its AI quote page. Each part with its
   * tier and promised dates; `shipDate` and `deliveryDate` are the latest of them (all have left,
   * all have arrived), null when no part is priced.
   */
  'quote-created': {
    chatRecordId: number | string
    partIds: Array<number | string>
    parts: QuotedPartDetail[]
    shipDate: string | null
    deliveryDate: string | null
  }
  /** A part's first process route was planned: `<process-assistant>`, and `<quote-app>` on /ai-auto/process. */
  'process-planned': { chatRecordId: number; version: number }
  /** An API call failed and the user was shown the message. */
  'quote-error': { message: string; code: number | string | null }
  /** `<model-preview>` made progress loading its file (0…1); `<drawing-preview>` sends none. */
  progress: { totalProgress: number }
  /** A viewer finished loading its file. */
  load: ModelLoadDetail | DrawingLoadDetail
  /** A highlight box on a drawing was clicked. */
  'highlight-click': {
    index: number
    highlight: { page?: number; x: number; y: number; width: number; height: number; label?: string }
  }
  /** A recognised feature's face was clicked in `<model-preview>`: the feature, with its B-rep faces. */
  'feature-click': { id: string; kind: FeatureKind; faces: number[] }
  /** A viewer could not show its file. */
  error: { type: 'loadfailure' | 'unsupported' | 'webglcontextlost'; message: string }
}

export type QuoteEventName = keyof QuoteEventMap

export type QuoteEvent<K extends QuoteEventName> = CustomEvent<QuoteEventMap[K]>

/**
 * The viewer events keep native names (like `<img>` and `<model-viewer>`) and, like them, do not
 * bubble: a bubbling `load` or `error` would reach the host page's `window.onload` and
 * `window.onerror` handlers (error trackers, test runners) as if the page had loaded or crashed.
 */
const NATIVE_NAMES: ReadonlySet<QuoteEventName> = new Set(['load', 'error', 'progress'])

/**
 * Dispatches a public event from the element itself. `quote-*`, `highlight-click` and `feature-click` bubble and are
 * composed, so a listener on `document` hears every element.
 */
export function emit<K extends QuoteEventName>(host: Element, name: K, detail: QuoteEventMap[K]): boolean {
  const bubbles = !NATIVE_NAMES.has(name)
  return host.dispatchEvent(new CustomEvent(name, { detail, bubbles, composed: bubbles, cancelable: false }))
}

declare global {
  interface HTMLElementEventMap {
    'quote-login': QuoteEvent<'quote-login'>
    'quote-logout': QuoteEvent<'quote-logout'>
    'quote-navigate': QuoteEvent<'quote-navigate'>
    'quote-created': QuoteEvent<'quote-created'>
    'quote-error': QuoteEvent<'quote-error'>
    'process-planned': QuoteEvent<'process-planned'>
    'highlight-click': QuoteEvent<'highlight-click'>
    'feature-click': QuoteEvent<'feature-click'>
  }
}
