import type { ProcessStage } from '../../../contract/process-library.ts'
import type { Db } from '../../db/client.ts'
import { crafts, equipment, tools } from '../../db/schema.ts'

export interface Named {
  zh: string
  en: string
}

/** Names by code, for wording routes and the process card. */
export interface LibraryNames {
  crafts: Map<string, Named & { stage: ProcessStage }>
  equipment: Map<string, Named>
  tools: Map<string, Named>
}

const byCode = <R extends { code: string }>(rows: R[]) => new Map(rows.map((r) => [r.code, r]))

/**
 * Every row's names, disabled ones included: a route saved before an entry was disabled still
 * reads with its names (the planner and pickers use only enabled rows).
 */
export async function libraryNames(db: Pick<Db, 'select'>): Promise<LibraryNames> {
  const [c, e, t] = await Promise.all([
    db.select({ code: crafts.code, zh: crafts.nameZh, en: crafts.nameEn, stage: crafts.stage }).from(crafts),
    db.select({ code: equipment.code, zh: equipment.name, en: equipment.nameEn }).from(equipment),
    db.select({ code: tools.code, zh: tools.name, en: tools.nameEn }).from(tools),
  ])
  return { crafts: byCode(c), equipment: byCode(e), tools: byCode(t) }
}

/** A name in the reader's language; English falls back to Chinese, an unknown code to itself. */
export const nameIn = (locale: string, names: Map<string, Named>, code: string) => {
  const n = names.get(code)
  return (locale === 'en' ? n?.en || n?.zh : n?.zh) ?? code
}
