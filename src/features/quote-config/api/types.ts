/** One configuration as the list shows it. */
export interface ConfigRow {
  id: number
  name: string
  description?: string | null
  isDefault: boolean
  enabled: boolean
  currentVersion: number
  createTime: string
  updateTime: string
}

/** The six section names, as the server's `PUT {id}/sections/{name}` spells them. */
export type SectionName = 'material' | 'machining' | 'treatment' | 'other' | 'blank' | 'pmi'

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
