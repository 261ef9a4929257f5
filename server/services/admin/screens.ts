import type { FastifyRequest } from 'fastify'
import type { CostTableName } from '../../../contract/cost-tables.ts'
import type { ScreenName } from '../../../contract/route-table.ts'

// The screen (menu name, fixed for built-in menus) whose grants each management API checks; admin
// screens are in the contract (ADMIN_SCREENS), these are the older management screens of the
// screen table (contract/route-table.ts), named by their type so that a renamed screen fails here.

export { QUOTE_CONFIG_SCREEN } from '../../../contract/quote-config.ts'
export { SHOP_PROFILE_SCREEN } from '../../../contract/shop-profile.ts'

/** Cost tables by the maintenance screen that edits them (surface and heat treatments share one). */
const COST_TABLE_SCREENS: Record<CostTableName, ScreenName> = {
  materials: 'MaterialCost',
  machines: 'MachineCost',
  processes: 'ProcessCost',
  'surface-treatments': 'SurfaceCost',
  'heat-treatments': 'SurfaceCost',
  'pmi-tolerance': 'PmiMaintenance',
  'pmi-roughness': 'PmiMaintenance',
  'blank-rules': 'BlankMaintenance',
  'other-costs': 'OtherCost',
}

/**
 * The screen of the `:table` a request names; an unknown table checks the cost maintenance
 * directory, so a caller holding it gets the route's own 404 and anyone else a 403.
 */
export const tableScreen = (req: FastifyRequest): ScreenName => {
  const table = (req.params as { table?: string }).table ?? ''
  return COST_TABLE_SCREENS[table as CostTableName] ?? 'CostMaintenance'
}
