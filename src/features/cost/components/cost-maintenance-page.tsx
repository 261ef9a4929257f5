import { useState } from 'react'
import '@shoelace-style/shoelace/dist/components/radio-button/radio-button.js'
import '@shoelace-style/shoelace/dist/components/radio-group/radio-group.js'
import type { PermissionAction } from '../../../../contract/wire.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { MessageKey } from '../../../lib/i18n/index.ts'
import type { CostTableName } from '../api/types.ts'
import { COST_TABLE_DEFS } from '../lib/table-defs.ts'
import { CostTableView } from './cost-table-view.tsx'
import '../styles.ts'
import '../../../lib/i18n/config-messages.ts'

/** Props of CostMaintenancePage. */
export interface CostMaintenancePageProps {
  /** i18n key of the page title (the menu's). */
  title: MessageKey
  /** The tables of this screen; several (surface + heat, tolerance + roughness) get a switch. */
  tables: readonly CostTableName[]
  /** Whether this screen grants an action (the route's `meta.permission`). */
  can: (action: PermissionAction) => boolean
}

/** A cost maintenance screen: one generic, schema-driven table per cost table. */
export function CostMaintenancePage({ title, tables, can }: CostMaintenancePageProps) {
  const t = useT()
  const [current, setCurrent] = useState<CostTableName>(tables[0]!)
  return (
    <main className="qe-page qe-cost" data-testid="cost-page">
      <h1 className="qe-title">{t(title)}</h1>
      {tables.length > 1 && (
        <sl-radio-group
          label={t('cost.tableSwitch')}
          name="cost-table"
          value={current}
          data-testid="cost-switch"
          onsl-change={(e: CustomEvent) => setCurrent((e.target as HTMLInputElement).value as CostTableName)}
        >
          {tables.map((name) => (
            <sl-radio-button key={name} value={name}>
              {t(COST_TABLE_DEFS[name].title)}
            </sl-radio-button>
          ))}
        </sl-radio-group>
      )}
      <CostTableView key={current} def={COST_TABLE_DEFS[current]} can={can} />
    </main>
  )
}
