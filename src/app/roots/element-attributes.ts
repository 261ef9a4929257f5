import type { FeatureRef } from '../../../contract/features.ts'
import { DRAWING_FORMATS, FILE_FORMATS, MODEL_FORMATS } from '../../../contract/file-format.ts'
import { bool, color, json, number, oneOf, text, type PropertyOf } from '../../lib/attribute-spec.ts'
import { LOCALES } from '../../lib/i18n/index.ts'
import { ROUTING_MODES } from '../router/locations.ts'
import type { Highlight } from './highlights.ts'

// Every attribute of the five elements, declared once: the key is the property, the attribute is
// its kebab-case name, the JSDoc is its documentation. r2wc's props, the element classes' property
// types, the roots' prop types, the manifest and the README's table all come from here.

const LANGS = LOCALES.map((l) => l.lang)
const extensionsOf = (formats: readonly (keyof typeof FILE_FORMATS)[]) =>
  formats.flatMap((f) => FILE_FORMATS[f].extensions)

export const ELEMENT_ATTRIBUTES = {
  'quote-app': {
    /** Origin and path prefix of the API (default: the page's origin). */
    apiBase: text(),
    /** Where the route lives: the page URL, the URL hash (`#/…`, for CMS pages), or memory only. Read when the element first renders. */
    routing: oneOf(ROUTING_MODES, 'history'),
    /** Path prefix of the app's routes with `routing="history"`, e.g. `/quote`. */
    base: text(),
    /** Language (default zh-CN, or the one the user chose before). */
    locale: oneOf(LANGS),
    /** Header name the session token is sent under (default `Authorization`). */
    tokenKey: text(),
  },
  'ai-quote': {
    /** Origin and path prefix of the API. */
    apiBase: text(),
    /** Reopens this quote chat record. */
    recordId: text(),
    /** Language. */
    locale: oneOf(LANGS),
    /** Shows the chat history list beside the conversation. */
    showHistory: bool(false),
  },
  'process-assistant': {
    /** Origin and path prefix of the API. */
    apiBase: text(),
    /** Reopens this auto-process chat record. */
    recordId: text(),
    /** Language. */
    locale: oneOf(LANGS),
    /** Shows the history of process records beside the assistant. */
    showHistory: bool(false),
  },
  'model-preview': {
    /** URL of the model file. */
    src: text(),
    /** URL of the server's mesh of the model (`files[].meshUrl`): shown instead of reading `src`, which stays the download and is read only when the mesh cannot be had. Needs `format` when there is no `src`. */
    meshSrc: text(),
    /** Overrides detection when the URL has no extension. */
    format: oneOf(extensionsOf(MODEL_FORMATS)),
    /** Units of unit-less formats (STL, OBJ, glTF). */
    units: oneOf(['mm', 'cm', 'm', 'in'], 'mm'),
    /** Image shown until the model is ready. */
    poster: text(),
    /** `lazy` loads when the element nears the viewport; `auto` and `eager` load at once. */
    loading: oneOf(['auto', 'lazy', 'eager'], 'auto'),
    /** Orbit, pan and zoom with mouse, touch and wheel, and the toolbar (fit, views, section, measure). */
    cameraControls: bool(true),
    /** Turns the model slowly. */
    autoRotate: bool(false),
    /** Orthographic instead of perspective camera. */
    orthographic: bool(false),
    /** Draws feature edges. */
    edges: bool(false),
    /** Shows the bounding box size in model units. */
    showDimensions: bool(false),
    /** Background colour (CSS colour, or `transparent`). */
    background: color(),
    /** Language of the viewer's messages. */
    locale: oneOf(LANGS),
    /**
     * JSON list of recognised machining features `{ id, kind, faces, label? }` (STEP/IGES only):
     * `kind` is `hole`, `thread`, `pocket`, `slot`, `keyway`, `step`, `through-profile`, `chamfer`,
     * `fillet`, `turned-diameter`, `groove` or `face`; `faces` are B-rep face indices in
     * occt-import-js order, counted across the file's shapes (as the quote API's
     * `geometry.features` gives them). Clicking one of their faces selects the feature.
     */
    features: json<FeatureRef[]>(),
    /** Id of the feature whose faces are tinted, or several ids separated by spaces (all holes, say); empty for none. A clicked feature is tinted until this changes. */
    selectedFeature: text(),
  },
  'drawing-preview': {
    /** URL of the drawing. */
    src: text(),
    /** Overrides detection when the URL has no extension. */
    format: oneOf(extensionsOf(DRAWING_FORMATS)),
    /** Page to show (from 1). */
    page: number(1, 1),
    /**
     * JSON list of `{ page, x, y, width, height, label }` boxes in drawing coordinates: image
     * pixels (top-left origin, y down) for PNG/JPG; for PDF, points of the page as pdf.js
     * `page.getViewport({ scale: 1 })` gives them (the page's /Rotate applied, top-left origin,
     * y down); for DXF, drawing units with `x, y` the lower-left corner, y up.
     */
    highlights: json<Highlight[]>(),
    /** Index of a highlight to zoom to (its page shown, the box in the middle with some drawing around it); -1 shows the whole page. */
    focus: number(-1, -1),
    /** DXF only: font URLs (TTF/OTF; a JSON list, or separated by commas) tried after the bundled Latin font, e.g. a CJK font for Chinese text. */
    fonts: text(),
    /** Language of the viewer's messages. */
    locale: oneOf(LANGS),
  },
}

export type ElementTag = keyof typeof ELEMENT_ATTRIBUTES

type Declared<Tag extends ElementTag> = (typeof ELEMENT_ATTRIBUTES)[Tag]

/**
 * The properties of the element `Tag`: one per declared attribute, with its doc. Mapped here (not
 * through a generic of attribute-spec.ts) so the published typings name this declaration and
 * editors show each property's doc.
 */
export type ElementProperties<Tag extends ElementTag> = {
  -readonly [K in keyof Declared<Tag>]: PropertyOf<Declared<Tag>[K]> | undefined
}
