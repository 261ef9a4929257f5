import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useLocation, useSearch } from 'wouter'
import { ConfigDetailView } from '../../features/quote-config/components/config-detail-view.tsx'
import { $configDetail } from '../../features/quote-config/stores/config-detail.ts'
import { setTagTitle } from '../stores/tags.ts'

/** /quote-config/detail?id=: one configuration's sections; its tab is titled with the configuration's name. */
export function QuoteConfigDetailPage() {
  const id = new URLSearchParams(useSearch()).get('id') ?? ''
  const [location, navigate] = useLocation()
  const name = useStore($configDetail).detail?.name
  useEffect(() => {
    if (name) setTagTitle(name, location)
  }, [name, location])
  return <ConfigDetailView id={id} onBack={() => navigate('/quote-config/manage')} />
}
