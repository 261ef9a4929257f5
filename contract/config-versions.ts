import { z } from 'zod'
import { text } from './text.ts'

// Stored quote configurations on the wire: names, list rows and saved versions. The rules
// inside a version are quote-config.ts.

/** A configuration's name (unique), description and the note of a saved version. */
export const configName = text().trim().min(1).max(100)
export const configDescription = text({ multiline: true }).max(500)
export const versionNote = text({ multiline: true }).max(200)

/** A configuration as the list shows it. */
export const configRow = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  isDefault: z.boolean(),
  enabled: z.boolean(),
  currentVersion: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
})

/** One saved version: what quotes priced with it used. */
export const versionDetail = z.object({
  configId: z.number().int(),
  configName: z.string(),
  version: z.number().int(),
  note: z.string(),
  createTime: z.string(),
  config: z.record(z.string(), z.unknown()).describe('The six sections (see quoteConfigSchema)'),
})

/** A configuration with its current version. */
export const configDetail = configRow.extend({ version: versionDetail })

export type ConfigRow = z.infer<typeof configRow>
export type ConfigDetail = z.infer<typeof configDetail>
