/**
 * The tint of highlighted faces in the 3D viewer: the theme's accent orange. The viewer paints faces
 * with it and a legend shows the same swatch, so the two always agree.
 */
export const HIGHLIGHT_COLOR = 0xf97316

/** The tint as a CSS colour. */
export const HIGHLIGHT_CSS = `#${HIGHLIGHT_COLOR.toString(16).padStart(6, '0')}`
