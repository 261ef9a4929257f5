import { useStore } from '@nanostores/react'
import { Link } from 'wouter'
import { $settings } from '../../lib/stores/settings.ts'
import { paths } from '../../lib/paths.ts'

/** The logo and app title; only the mark when the menu is collapsed. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { title } = useStore($settings)
  return (
    <Link href={paths.root} className="qe-logo" data-testid="logo" title={title}>
      <sl-icon name="box" aria-hidden="true" />
      {!compact && <span className="qe-logo-title">{title}</span>}
    </Link>
  )
}
