import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useLocation, useSearch } from 'wouter'
import { ConfigDetailView } from '../../features/quote-config/components/config-detail-view.tsx'
import { $configDetail } from '../../features/quote-config/stores/config-detail.ts'
import { QUOTE_CONFIG_SCREEN } from '../../../contract/quote-config.ts'
import { $locale } from '../../lib/i18n/index.ts'
import { seededName } from '../../lib/i18n/seeded-name.ts'
import { paths } from '../../lib/paths.ts'
import { hasPermission, screenPermissions } from '../../lib/permission.ts'
import { $session } from '../../lib/stores/session.ts'
import { setTagTitle } from '../stores/tags.ts'

/**
 * /quote-config/detail?id=: one configuration's sections; its tab is titled with the configuration's
 * name (the seeded one in the reader's language, renamed again when the language changes). Saving is offered where the configuration screen grants `edit`, the grant the API checks.
 */
export function QuoteConfigDetailPage() {
  const id = new URLSearchParams(useSearch()).get('id') ?? ''
  const [location, navigate] = useLocation()
  const name = useStore($configDetail).detail?.name
  const locale = useStore($locale)
  const canEdit = hasPermission('edit', screenPermissions(useStore($session).roleRouters, QUOTE_CONFIG_SCREEN))
  useEffect(() => {
    if (name) setTagTitle(seededName('seededConfig', 'name', name), location)
  }, [name, location, locale])
  return <ConfigDetailView id={id} canEdit={canEdit} onBack={() => navigate(paths.quoteConfigManage)} />
}
