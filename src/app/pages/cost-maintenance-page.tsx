import type { MessageKey } from '../../lib/i18n/index.ts'
import { CostMaintenancePage } from '../../features/cost/components/cost-maintenance-page.tsx'
import type { CostTableName } from '../../features/cost/api/types.ts'
import { hasPermission } from '../../lib/permission.ts'
import { useRouteEntry } from '../router/route-context.ts'

// The seven cost maintenance views (server menus: cost-maintenance/*); one lazy chunk for all.

/** A cost screen offering add, edit and delete only where its route grants them (`meta.permission`). */
function CostScreen({ title, tables }: { title: MessageKey; tables: readonly CostTableName[] }) {
  const granted = useRouteEntry()?.meta.permission ?? []
  return <CostMaintenancePage title={title} tables={tables} can={(action) => hasPermission(action, granted)} />
}

/** cost-maintenance/machine */
export const MachineCostPage = () => <CostScreen title="router.machineCost" tables={['machines']} />
/** cost-maintenance/material */
export const MaterialCostPage = () => <CostScreen title="router.materialCost" tables={['materials']} />
/** cost-maintenance/process */
export const ProcessCostPage = () => <CostScreen title="router.processCost" tables={['processes']} />
/** cost-maintenance/surface: surface and heat treatments */
export const SurfaceCostPage = () => (
  <CostScreen title="router.surfaceCost" tables={['surface-treatments', 'heat-treatments']} />
)
/** cost-maintenance/other */
export const OtherCostPage = () => <CostScreen title="router.otherCost" tables={['other-costs']} />
/** cost-maintenance/pmi: tolerance and roughness coefficients */
export const PmiPage = () => <CostScreen title="router.pmiMaintenance" tables={['pmi-tolerance', 'pmi-roughness']} />
/** cost-maintenance/blank */
export const BlankPage = () => <CostScreen title="router.blankMaintenance" tables={['blank-rules']} />
