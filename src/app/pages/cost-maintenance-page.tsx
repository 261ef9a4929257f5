import { CostMaintenancePage } from '../../features/cost/components/cost-maintenance-page.tsx'

// The seven cost maintenance views (server menus: cost-maintenance/*); one lazy chunk for all.

/** cost-maintenance/machine */
export const MachineCostPage = () => <CostMaintenancePage title="router.machineCost" tables={['machines']} />
/** cost-maintenance/material */
export const MaterialCostPage = () => <CostMaintenancePage title="router.materialCost" tables={['materials']} />
/** cost-maintenance/process */
export const ProcessCostPage = () => <CostMaintenancePage title="router.processCost" tables={['processes']} />
/** cost-maintenance/surface: surface and heat treatments */
export const SurfaceCostPage = () => (
  <CostMaintenancePage title="router.surfaceCost" tables={['surface-treatments', 'heat-treatments']} />
)
/** cost-maintenance/other */
export const OtherCostPage = () => <CostMaintenancePage title="router.otherCost" tables={['other-costs']} />
/** cost-maintenance/pmi: tolerance and roughness coefficients */
export const PmiPage = () => (
  <CostMaintenancePage title="router.pmiMaintenance" tables={['pmi-tolerance', 'pmi-roughness']} />
)
/** cost-maintenance/blank */
export const BlankPage = () => <CostMaintenancePage title="router.blankMaintenance" tables={['blank-rules']} />
