/**
 * Every Shoelace icon the bundle renders. The build emits exactly these SVGs next to the bundle,
 * so an `<sl-icon name>` outside this list would 404: add it here first.
 */
export const ICONS = [
  'x-lg',
  'check2-circle',
  'exclamation-triangle',
  'exclamation-octagon',
  'info-circle',
  'translate',
  'box-arrow-right',
  'person-circle',
  'house',
  'arrow-left',
  // <model-preview> toolbar
  'arrows-fullscreen',
  'square',
  'border-outer',
  'aspect-ratio',
  'box',
  'grid-3x3',
  'bezier2',
  'bounding-box',
  'rulers',
  'arrow-repeat',
  'scissors',
  'three-dots',
  // <drawing-preview> toolbar
  'zoom-in',
  'zoom-out',
  'chevron-left',
  'chevron-right',
  'layers',
  // Menu icons the server's route tree names (`vi-bi:<name>`).
  'compass',
  'chat-dots',
  'diagram-3',
  'receipt',
  'sliders',
  'coin',
  'tools',
  'kanban',
  'people',
  'shield-lock',
  'box-seam',
  'graph-up',
  'journal-text',
  'building',
  'broadcast',
  'check2-square',
  // Chat history actions
  'pencil',
  'trash',
  // <quote-app> frame: menus, header tools, tabs
  'chevron-down',
  'fullscreen',
  'fullscreen-exit',
  'fonts',
  'gear',
  'text-indent-left',
  'text-indent-right',
  'arrow-clockwise',
  'x',
  'dash-lg',
  'x-circle',
  // Cost maintenance toolbar
  'plus-lg',
  'download',
  'search',
  // Process library toolbar
  'upload',
  // Search bar reset
  'arrow-counterclockwise',
  // Data table: column settings, row detail, row density (refresh is arrow-clockwise above)
  'layout-three-columns',
  'distribute-vertical',
  'arrow-up',
  'arrow-down',
] as const

export type IconName = (typeof ICONS)[number]

const CARRIED = new Set<string>(ICONS)

/** Whether the bundle carries this icon: a name outside the list would be fetched and answer 404. */
export const isBundledIcon = (name: string): name is IconName => CARRIED.has(name)

/**
 * Shoelace's own "system" icons (select carets, checkbox ticks, password eyes, close buttons…).
 * Shoelace ships them as `data:` URLs that it fetch()es, which a host CSP's `connect-src` refuses;
 * the build emits them as files beside the others, fetched from the bundle's origin instead.
 */
export const SYSTEM_ICONS = [
  'caret',
  'check',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'copy',
  'eye',
  'eye-slash',
  'eyedropper',
  'grip-vertical',
  'indeterminate',
  'person-fill',
  'play-fill',
  'pause-fill',
  'radio',
  'star-fill',
  'x-lg',
  'x-circle-fill',
] as const

/** Where the build puts a system icon, under Shoelace's base path. */
export const systemIconPath = (name: string) => `assets/system/${name}.svg`
