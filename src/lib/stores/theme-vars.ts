import { mix, primaryShades } from '../color.ts'
import type { Settings } from './settings-schema.ts'

// Share of the background colour in each Shoelace step; 600 is the primary itself, as Shoelace
// buttons paint with --sl-color-primary-600 in both of its themes.
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

function kebab(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
}

/**
 * CSS custom properties for the element host (never `<html>`): the theme keys, the primary
 * shades for the current mode, the Shoelace primary scale, and the collapsed menu width.
 */
export function themeVars(settings: Settings): Record<string, string> {
  const vars: Record<string, string> = {}
  for (const [key, value] of Object.entries(settings.theme)) vars[`--${kebab(key)}`] = value
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
  for (const [step, weight] of TOWARD_BACKGROUND) vars[`--sl-color-primary-${step}`] = mix(background, primary, weight)
  vars['--sl-color-primary-600'] = primary
  for (const [step, weight] of TOWARD_FOREGROUND) vars[`--sl-color-primary-${step}`] = mix(foreground, primary, weight)
  vars['--left-menu-min-width'] = settings.mobile ? '0' : '64px'
  return vars
}
