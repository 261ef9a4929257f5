import { mix, primaryShades, readableOn } from '../color.ts'
import type { Settings, Theme } from './settings-schema.ts'

// Share of the background colour in each Shoelace step around 600. Shoelace paints button fills,
// links, tabs and checked controls with --sl-color-primary-600, and button labels with the page
// colour (--sl-color-neutral-0), so 600 is the primary made readable against the page: as is when
// it already reads (#165DFF on white), lighter in dark mode.
const TOWARD_BACKGROUND: [number, number][] = [
  [50, 0.9],
  [100, 0.8],
  [200, 0.7],
  [300, 0.5],
  [400, 0.3],
  [500, 0.15],
]
const TOWARD_FOREGROUND: [number, number][] = [
  [700, 0.15],
  [800, 0.3],
  [900, 0.45],
  [950, 0.6],
]

/** Shoelace's page and panel colours (--sl-color-neutral-0 and -100) in each of its themes. */
const LIGHT_SURFACES = ['#ffffff', '#f4f4f5']
const DARK_SURFACES = ['#1a1a1e', '#2c2c31']

function kebab(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
}

/**
 * CSS custom properties for the element host (never `<html>`): the theme keys, the primary
 * shades for the current mode, the Shoelace primary scale, and the collapsed menu width.
 */
export function themeVars(settings: Settings): Record<string, string> {
  const vars: Record<string, string> = {}
  const theme: Record<keyof Theme, string> = settings.theme
  for (const [key, value] of Object.entries(theme)) vars[`--${kebab(key)}`] = value
  const primary = settings.theme.elColorPrimary
  const shades = primaryShades(primary, settings.isDark)
  vars['--el-color-primary-light-3'] = shades.light3
  vars['--el-color-primary-light-5'] = shades.light5
  vars['--el-color-primary-light-7'] = shades.light7
  vars['--el-color-primary-light-8'] = shades.light8
  vars['--el-color-primary-light-9'] = shades.light9
  vars['--el-color-primary-dark-2'] = shades.dark2
  // Shoelace's dark theme inverts its scale (50 is darkest), so the tint base follows the mode.
  const background = settings.isDark ? '#000000' : '#ffffff'
  const foreground = settings.isDark ? '#ffffff' : '#000000'
  const base = readableOn(primary, settings.isDark ? DARK_SURFACES : LIGHT_SURFACES, foreground)
  for (const [step, weight] of TOWARD_BACKGROUND) vars[`--sl-color-primary-${step}`] = mix(background, base, weight)
  vars['--sl-color-primary-600'] = base
  for (const [step, weight] of TOWARD_FOREGROUND) vars[`--sl-color-primary-${step}`] = mix(foreground, base, weight)
  vars['--left-menu-min-width'] = settings.mobile ? '0' : '64px'
  return vars
}
