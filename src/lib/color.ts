/** Shades of the primary colour that the theme exposes as CSS custom properties. */
export interface PrimaryShades {
  light3: string
  light5: string
  light7: string
  light8: string
  light9: string
  dark2: string
}

/**
 * `#` plus exactly 3 or 6 hex digits. Deliberately stricter than the admin template, whose
 * 6-digit branch used the range `A-f` and so accepted `#GGGGGG`.
 */
export function isHexColor(color: string): boolean {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color)
}

/** Six hex digits without `#`, or null when `color` is not a 3/6-digit hex colour (`#` optional). */
function toHex6(color: string): string | null {
  const hex = color.startsWith('#') ? color.slice(1) : color
  if (/^[0-9a-f]{6}$/i.test(hex)) return hex.toLowerCase()
  if (/^[0-9a-f]{3}$/i.test(hex)) return [...hex.toLowerCase()].map((c) => c + c).join('')
  return null
}

function channels(color: string): [number, number, number] | null {
  const hex = toHex6(color)
  if (!hex) return null
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number]
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((c) => Math.min(255, Math.max(0, c)).toString(16).padStart(2, '0')).join('')}`
}

/** `RGB(r,g,b)`, or `RGBA(r,g,b,o)` for a truthy opacity; a non-hex input comes back lower-cased. */
export function hexToRGB(hex: string, opacity?: number): string {
  const rgb = isHexColor(hex) ? channels(hex) : null
  if (!rgb) return hex.toLowerCase()
  return opacity ? `RGBA(${rgb.join(',')},${opacity})` : `RGB(${rgb.join(',')})`
}

/**
 * Whether a hex colour is dark; undefined for non-hex input. The 0.578 green weight (not the
 * usual 0.587) is the template's and is kept so menu themes match it exactly.
 */
export function colorIsDark(color: string): boolean | undefined {
  const rgb = isHexColor(color) ? channels(color) : null
  if (!rgb) return undefined
  return rgb[0] * 0.299 + rgb[1] * 0.578 + rgb[2] * 0.114 < 192
}

function shift(color: string, percent: number): string {
  const rgb = channels(color)
  if (!rgb) return color
  const amount = Math.trunc((255 * percent) / 100)
  return toHex(rgb.map((c) => c + amount))
}

/** Adds trunc(255·percent/100) to each channel, clamped; non-hex input is returned unchanged. */
export function lighten(color: string, percent: number): string {
  return shift(color, percent)
}

/** Subtracts trunc(255·percent/100) from each channel, clamped; non-hex input is returned unchanged. */
export function darken(color: string, percent: number): string {
  return shift(color, -percent)
}

/** Per channel round(c1·weight + c2·(1−weight)): `weight` is the share of the first colour. */
export function mix(color1: string, color2: string, weight = 0.5): string {
  const a = channels(color1)
  const b = channels(color2)
  if (!a || !b) return color2
  return toHex(a.map((c, i) => Math.round(c * weight + (b[i] ?? 0) * (1 - weight))))
}

/**
 * The template's setPrimaryLight: every shade mixes the primary with white (light mode) or black
 * (dark mode). dark-2 uses that same base, so in light mode it is a 20 % white tint rather than
 * a darker colour; kept on purpose so the pinned vectors of the template hold.
 */
export function primaryShades(primary: string, isDark: boolean): PrimaryShades {
  const base = isDark ? '#000000' : '#ffffff'
  return {
    light3: mix(base, primary, 0.3),
    light5: mix(base, primary, 0.5),
    light7: mix(base, primary, 0.7),
    light8: mix(base, primary, 0.8),
    light9: mix(base, primary, 0.9),
    dark2: mix(base, primary, 0.2),
  }
}

/** WCAG 2 relative luminance of a hex colour (0 black … 1 white). */
function luminance(rgb: [number, number, number]): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio of two hex colours, from 1 to 21; 1 when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number {
  const x = channels(a)
  const y = channels(b)
  if (!x || !y) return 1
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/**
 * `color` mixed toward `toward` in 5 % steps until it reaches `ratio` against every one of
 * `backgrounds` (WCAG AA body text: 4.5), so a primary colour the user picks stays readable as
 * text on the page and as the fill behind button labels. Unchanged when it already is.
 */
export function readableOn(color: string, backgrounds: readonly string[], toward: string, ratio = 4.5): string {
  for (let share = 0; share <= 1; share += 0.05) {
    const candidate = share === 0 ? color : mix(toward, color, share)
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= ratio)) return candidate
  }
  return toward
}
