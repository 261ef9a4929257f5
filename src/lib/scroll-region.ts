/**
 * Props for a box that scrolls (a wide table): keyboard users can only scroll what they can focus,
 * so it takes focus, and is a named region so a screen reader says what it scrolls.
 */
export function scrollRegion(label: string) {
  return { role: 'region', tabIndex: 0, 'aria-label': label, 'data-scroll-region': '' } as const
}
