import type { FastifyRequest } from 'fastify'
import type { CostTableName } from '../../../src/lib/contract/cost-tables.ts'

// The screen (menu full path) whose grants each management API checks; admin screens are in the
// contract (ADMIN_SCREENS), these are the older management screens of server/db/seed-menus.ts.

export const QUOTE_CONFIG_SCREEN = '/quote-config/manage'

/** Cost tables by the maintenance screen that edits them (surface and heat treatments share one). */
export const COST_TABLE_SCREENS: Record<CostTableName, string> = {
  materials: '/cost-maintenance/material',
  machines: '/cost-maintenance/machine',
  processes: '/cost-maintenance/process',
  'surface-treatments': '/cost-maintenance/surface',
  'heat-treatments': '/cost-maintenance/surface',
  'pmi-tolerance': '/cost-maintenance/pmi',
  'pmi-roughness': '/cost-maintenance/pmi',
  'blank-rules': '/cost-maintenance/blank',
  'other-costs': '/cost-maintenance/other',
}

/**
 * The screen of the `:table` a request names; an unknown table checks the cost maintenance
 * directory, so a caller holding it gets the route's own 404 and anyone else a 403.
 */
export const tableScreen = (req: FastifyRequest) => {
  const table = (req.params as { table?: string }).table ?? ''
  return COST_TABLE_SCREENS[table as CostTableName] ?? '/cost-maintenance'
}
