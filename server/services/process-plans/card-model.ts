import type { CardSignOff } from '../../../contract/process-card.ts'
import type { EquipmentType, LibraryOptions } from '../../../contract/process-library.ts'
import type { PlanContext } from '../../../contract/process-plan.ts'
import type { QuoteConfig } from '../../../contract/quote-config.ts'
import { dateOf, shopClock } from '../../engine/lead-time/calendar.ts'
import { configMachine } from '../../engine/planning/machines.ts'
import { seqOf, type PlannedOperation } from '../../engine/planning/index.ts'
import { translate, type Locale } from '../../lib/i18n.ts'
import type { ProcessCardChange, ProcessCardPdfInput, ProcessCardSignature } from './card-pdf.ts'
import { nameIn, type LibraryNames } from './names.ts'
import type { RouteSource } from './store.ts'
import { shown } from './wording.ts'

// The 工艺过程卡 of one route version as plain values, in the reader's language: the PDF and the
// XLSX both print this one model, so the two never disagree. Pure: the caller reads the rows.

/** A version of the route as the change record reads it. */
export interface CardVersion {
  version: number
  source: RouteSource
  operations: PlannedOperation[]
  by: string
  at: Date
}

export interface CardSource {
  recordName: string
  /** The record's files in upload order. */
  files: { name: string; kind: string | null }[]
  context: PlanContext
  /** Every version up to and including the card's, oldest first; the card's is the last. */
  versions: CardVersion[]
  /** Who signed 审核 / 批准 of the card's version, and when. */
  signatures: { role: CardSignOff; name: string; at: Date }[]
  names: LibraryNames
  equipment: LibraryOptions['equipment']
  /** The pricing configuration: each machine kind's setup minutes and the shop's time zone. */
  config: Pick<QuoteConfig, 'machining' | 'leadTime'>
}

const BLANK_KIND = { rotational: 'bar', prismatic: 'plate', sheet: 'sheet' } as const

/** 图号: a drawing is filed under its number, so it is the drawing's file name without its extension. */
export function drawingNumber(files: CardSource['files'], fallback: string): string {
  const file = files.find((f) => f.kind === '2d') ?? files.find((f) => f.kind === '3d')
  return file ? file.name.replace(/\.[^.]+$/, '') : fallback
}

/**
 * 准终 (setup) minutes: the machine kind's setup time, counted once per setup on the operation that
 * opens it (the first operation of each setup number on a machine); null where no setup is made.
 */
export function setupMinutes(
  operations: readonly Pick<PlannedOperation, 'equipmentCode' | 'setup'>[],
  kindOf: (code: string) => EquipmentType | undefined,
  config: Pick<QuoteConfig, 'machining'>,
): (number | null)[] {
  return operations.map((op, i) => {
    if (op.setup <= 0 || !op.equipmentCode) return null
    const opener = operations.findIndex((o) => o.setup === op.setup && o.equipmentCode) === i
    return opener ? configMachine(config as QuoteConfig, kindOf(op.equipmentCode)).setupMin : null
  })
}

const SIGNIFICANT = ['craftCode', 'equipmentCode', 'toolCodes', 'setup', 'timeMin', 'note'] as const

/** How a version changed the one before it: operations added, removed and changed (by their stable ids). */
export function routeChange(before: readonly PlannedOperation[], after: readonly PlannedOperation[]) {
  const old = new Map(before.map((o) => [o.id, o]))
  const ids = new Set(after.map((o) => o.id))
  const same = (a: PlannedOperation, b: PlannedOperation) =>
    SIGNIFICANT.every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]))
  return {
    added: after.filter((o) => !old.has(o.id)).length,
    removed: before.filter((o) => !ids.has(o.id)).length,
    changed: after.filter((o) => old.has(o.id) && !same(old.get(o.id)!, o)).length,
  }
}

export function processCardModel(source: CardSource, locale: Locale): ProcessCardPdfInput {
  const { context, names, config } = source
  const route = source.versions.at(-1)!
  const list = locale === 'en' ? ', ' : '、'
  const day = (at: Date) => dateOf(shopClock(at, config.leadTime.timeZone).day)
  const used = route.operations.map((o) => source.equipment.find((e) => e.code === o.equipmentCode))
  const workshops = [...new Set(used.map((e) => e?.workshop.trim() ?? '').filter(Boolean))]
  const setups = setupMinutes(route.operations, (code) => source.equipment.find((e) => e.code === code)?.type, config)
  const signed = (role: CardSignOff): ProcessCardSignature | null => {
    const s = source.signatures.find((x) => x.role === role)
    return s ? { name: s.name, date: day(s.at) } : null
  }
  const changes: ProcessCardChange[] = source.versions.slice(1).map((v, i) => ({
    mark: `v${v.version}`,
    description: translate(locale, 'processCardPdf.change.made', {
      source: translate(locale, `processCardPdf.source.${v.source}`),
      ...routeChange(source.versions[i]!.operations, v.operations),
    }),
    by: v.by,
    date: day(v.at),
  }))
  return {
    header: {
      drawingNumber: drawingNumber(source.files, source.recordName),
      partName: source.recordName,
      material: context.materialName,
      blankKind: translate(locale, `processCardPdf.blank.${BLANK_KIND[context.partClass]}`),
      blankSize: context.blank,
      workshop: workshops.join(list),
    },
    operations: route.operations.map((op, i) => ({
      seq: String(seqOf(i)),
      name: nameIn(locale, names.crafts, op.craftCode),
      content: [shown(locale, op.reason).text, op.note.trim()].filter(Boolean).join(locale === 'en' ? '; ' : '；'),
      equipment: op.equipmentCode ? nameIn(locale, names.equipment, op.equipmentCode) : '',
      tooling: op.toolCodes.map((code) => nameIn(locale, names.tools, code)).join(list),
      setupMinutes: setups[i]!,
      unitMinutes: op.timeMin,
    })),
    signOffs: {
      author: { name: route.by, date: day(route.at) },
      reviewer: signed('reviewer'),
      approver: signed('approver'),
    },
    changes,
  }
}
