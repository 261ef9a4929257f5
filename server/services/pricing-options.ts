import type { Db } from '../db/client.ts'
import { versionForPricing } from './quote-configs.ts'

/**
 * What a customer may choose when re-pricing, from the default configuration: names and keys
 * only — prices and coefficients stay with the staff (cost tables are not public).
 */
export async function pricingOptions(db: Db) {
  const { config } = await versionForPricing(db, undefined)
  const treatments = (kind: 'surface' | 'heat') =>
    config.treatment.items
      .filter((t) => t.kind === kind)
      .map((t) => ({ key: t.key, name: t.name, appliesTo: t.appliesTo }))
  return {
    currency: config.currency,
    defaultMaterial: config.material.defaultKey,
    materials: config.material.items.map((m) => ({ key: m.key, name: m.name ?? m.key, class: m.class })),
    surfaceTreatments: treatments('surface'),
    heatTreatments: treatments('heat'),
    toleranceGrades: Object.keys(config.pmi.tol)
      .map((k) => Number(k.slice(2)))
      .sort((a, b) => a - b),
    raValues: Object.keys(config.pmi.ra)
      .map(Number)
      .sort((a, b) => b - a),
    tiers: Object.keys(config.leadTime.tiers),
    defaultTier: config.leadTime.defaultTier,
    programmingTiers: ['simple', 'medium', 'complex'],
  }
}
