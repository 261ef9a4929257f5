import { formatCalendarDay } from '../../contract/format/calendar-day.ts'
import { formatPrice } from '../../contract/format/money.ts'
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { pageOf } from '../db/page.ts'
import { chatMessages, chatRecords } from '../db/schema.ts'
import type { Paged } from '../lib/envelope.ts'
import { foundOr404 } from '../lib/errors.ts'
import { enumLabel, type EnumKind } from '../lib/enum-labels.ts'
import { translate, type Locale } from '../lib/i18n.ts'
import type { MessageKey } from '../lib/messages.ts'
import { reasonLabel } from './quote-text.ts'

/** A message as stored: a catalog key with parameters, rendered in the reader's language. */
export interface NewMessage {
  role: 'user' | 'assistant'
  kind: 'upload' | 'analysis' | 'reprice' | 'command' | 'text'
  textKey: MessageKey
  params?: Record<string, unknown>
  data?: Record<string, unknown>
}

export interface MessageOut {
  id: number
  role: 'user' | 'assistant'
  kind: string
  content: string
  data: Record<string, unknown>
  createTime: string
}

type Tx = Pick<Db, 'insert' | 'update'>

/** Appends messages and bumps the record, so it rises to the top of the history list. */
export async function appendMessages(tx: Tx, chatRecordId: number, messages: NewMessage[]) {
  if (messages.length === 0) return
  await tx.insert(chatMessages).values(
    messages.map((m) => ({
      chatRecordId,
      role: m.role,
      kind: m.kind,
      textKey: m.textKey,
      params: m.params ?? {},
      data: m.data ?? {},
    })),
  )
  await tx.update(chatRecords).set({ updatedAt: new Date() }).where(eq(chatRecords.id, chatRecordId))
}

const listSeparator = (locale: Locale) => (locale === 'en' ? ', ' : '、')

/** Amounts are stored as plain decimals; a reader sees them as every screen shows money (¥1,525,150.00). */
const MONEY_PARAMS = new Set(['unitPrice', 'unitPriceWithTax', 'total', 'totalWithTax'])

/**
 * Renders a stored message. Structured parameters are translated too: `flags` (review flag
 * codes), `changes` ({field, value} pairs) and `error` ({key, params}).
 */
export function renderMessage(locale: Locale, key: string, params: Record<string, unknown>): string {
  const flat: Record<string, string | number> = {}
  const currency = typeof params.currency === 'string' ? params.currency : ''
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number')
      flat[name] = MONEY_PARAMS.has(name) ? formatPrice(value, currency, locale) : value
  }
  if (Array.isArray(params.flags)) {
    // Reasons as stored (older messages repeat a code once per flag): each worded once.
    const list = [...new Set((params.flags as string[]).map((reason) => reasonLabel(locale, reason)))].join(
      listSeparator(locale),
    )
    flat.flags = list ? translate(locale, 'chat.flags', { list }) : ''
  }
  if (Array.isArray(params.changes)) {
    flat.changes = (params.changes as { field: string; value: string }[])
      .map((c) => renderChange(locale, c))
      .join(listSeparator(locale))
  }
  // The priced material is stored by key: a seeded one reads by its name in the reader's words.
  if (typeof params.material === 'string') flat.material = enumLabel(locale, 'materialName', params.material)
  // A lead-time tier is a key and a date a shop day, worded as the screens word them.
  const day = (date: string) => formatCalendarDay(date, locale)
  if (typeof params.tier === 'string') flat.tier = enumLabel(locale, 'leadTier', params.tier)
  for (const key of ['shipDate', 'deliveryDate'] as const)
    if (typeof params[key] === 'string') flat[key] = day(params[key])
  if (params.lead && typeof params.lead === 'object') {
    const lead = params.lead as { tier: string; shipDate: string; deliveryDate: string; days: number }
    flat.lead = translate(locale, 'chat.lead', {
      ...lead,
      tier: enumLabel(locale, 'leadTier', lead.tier),
      shipDate: day(lead.shipDate),
      deliveryDate: day(lead.deliveryDate),
    })
  }
  if (params.error && typeof params.error === 'object') {
    const error = params.error as { key: string; params?: Record<string, string | number> }
    flat.error = translate(locale, error.key as MessageKey, error.params ?? {})
  }
  return translate(locale, key as MessageKey, flat).trim()
}

/** Fields whose changed value is a key the catalogue names (treatments listed with " + "). */
const KEYED_CHANGES: Readonly<Record<string, EnumKind>> = {
  tier: 'leadTier',
  material: 'materialName',
  surfaceTreatments: 'treatmentName',
  heatTreatments: 'treatmentName',
}

/** A changed value in the reader's words: a tier, a seeded material or treatment by name. */
function changeValue(locale: Locale, field: string, value: string): string {
  const kind = KEYED_CHANGES[field]
  if (!kind) return value
  return value
    .split(' + ')
    .map((key) => enumLabel(locale, kind, key))
    .join(' + ')
}

function renderChange(locale: Locale, change: { field: string; value: string }): string {
  const known = [
    'material',
    'quantity',
    'surfaceTreatments',
    'heatTreatments',
    'toleranceGrade',
    'ra',
    'cornerRadius',
    'tightFeatureCount',
    'tier',
    'region',
    'config',
  ]
  const shown = change.value === '' ? '' : changeValue(locale, change.field, change.value)
  const value = shown === '' ? translate(locale, 'change.none') : shown
  if (known.includes(change.field)) return translate(locale, `change.${change.field}` as MessageKey, { value })
  return translate(locale, 'change.other', { name: change.field, value })
}

/** The caller's record or 404 (records are private for every role). */
export async function ownedRecord(db: Db, userId: number, chatRecordId: number) {
  return foundOr404(
    db
      .select()
      .from(chatRecords)
      .where(and(eq(chatRecords.id, chatRecordId), eq(chatRecords.userId, userId))),
  )
}

/** The conversation oldest first, so a client appends pages in order. */
export async function pageMessages(
  db: Db,
  userId: number,
  chatRecordId: number,
  q: { pageIndex: number; pageSize: number },
  locale: Locale,
): Promise<Paged<MessageOut>> {
  await ownedRecord(db, userId, chatRecordId)
  return messagesOf(db, chatRecordId, q, locale)
}

/** A page of a record's messages, its access checked by the caller (the owner above, or an admin view). */
export async function messagesOf(
  db: Db,
  chatRecordId: number,
  q: { pageIndex: number; pageSize: number },
  locale: Locale,
): Promise<Paged<MessageOut>> {
  const where = eq(chatMessages.chatRecordId, chatRecordId)
  const rows = db.select().from(chatMessages).where(where).orderBy(asc(chatMessages.id)).$dynamic()
  return pageOf(rows, db.$count(chatMessages, where), q, (m) => toOut(locale, m))
}

export function toOut(locale: Locale, m: typeof chatMessages.$inferSelect): MessageOut {
  return {
    id: m.id,
    role: m.role as MessageOut['role'],
    kind: m.kind,
    content: renderMessage(locale, m.textKey, m.params),
    data: m.data,
    createTime: m.createdAt.toISOString(),
  }
}
