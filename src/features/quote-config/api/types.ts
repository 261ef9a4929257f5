import type { ConfigRow } from '../../../../contract/config-versions.ts'
import type { SectionName } from '../../../../contract/quote-config.ts'

/** One configuration as the list shows it; the six section names as `PUT {id}/sections/{name}` spells them. */
export type { ConfigRow, SectionName }

/** The configuration body; sections stay loosely typed since the editor is driven by lib/sections.ts. */
export type ConfigBody = Record<SectionName, Record<string, unknown>> & {
  currency: string
  priceTableDate: string
  quoteValidityDays: number
}

/** One saved version: what quotes priced with it used. */
export interface ConfigVersion {
  configId: number
  configName: string
  version: number
  note?: string | null
  createTime: string
  config: ConfigBody
}

/** A configuration with its current version. */
export interface ConfigDetail extends ConfigRow {
  version: ConfigVersion
}
