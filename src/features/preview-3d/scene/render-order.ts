/**
 * The order of the scene's passes (three.js `renderOrder`, lowest first). The section cap needs the
 * part drawn, then the stencil passes that find the cut, then the cap itself; the measurement
 * marks come last and through everything, so a mark on a far face still shows.
 */
export const RENDER_ORDER = { part: 0, capStencil: 1, cap: 2, marks: 3 } as const
