import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { quoteParts } from '../db/schema.ts'
import { priceQuote, priceWithLevers, type DrawingReport, type GeometryReport } from '../engine/index.ts'
import { conflict } from '../lib/errors.ts'
import type { Locale } from '../lib/i18n.ts'
import type { AuthUser } from '../lib/request-context.ts'
import type { RepriceInput } from '../../contract/part-attributes.ts'
import { appendMessages, type NewMessage } from './chat-messages.ts'
import { shopState } from './lead-time/shop-state.ts'
import { findPart } from './part-access.ts'
import { loadLibraryOptions } from './process-library/options.ts'
import { partDetail } from './part-detail.ts'
import { latestQuote, pricedMaterial, quoteMessage, recordQuote, toOverrides } from './part-quotes.ts'
import { getVersionById, versionForPricing, type ConfigVersion } from './quote-configs.ts'
import type { QuoteAudience } from './quote-visibility.ts'

/** What changed, as {field, value} pairs for the user's message. */
function describe(changes: RepriceInput): { field: string; value: string }[] {
  const out: { field: string; value: string }[] = []
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined || field === 'configId' || field === 'useLatestConfig') continue
    const shown =
      value === null
        ? ''
        : Array.isArray(value)
          ? value.map((v) => (typeof v === 'object' ? `${v.size}×${v.count}` : v)).join(' + ')
          : typeof value === 'object'
            ? Object.values(value).join(' + ')
            : String(value)
    out.push({ field, value: shown })
  }
  if (changes.useLatestConfig || changes.configId) out.push({ field: 'config', value: '' })
  return out
}

/** A part's attributes with changes: a value sets, null clears (the drawing or the default applies again). */
export function withChanges(attributes: Record<string, unknown>, changes: Record<string, unknown>) {
  const out: Record<string, unknown> = { ...attributes }
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) delete out[k]
    else if (v !== undefined) out[k] = v
  }
  return out
}

/** Re-prices a part from its stored analysis — never from the files — with the caller's changes. */
export async function repricePart(
  db: Db,
  user: AuthUser,
  partId: number,
  changes: RepriceInput,
  locale: Locale,
  /** Who reads the answer (what of the cost it may see). */
  audience: QuoteAudience,
  messageKind: NewMessage['kind'] = 'reprice',
  /** null: the caller already appended the user's message (a chat command). */
  userMessage?: NewMessage | null,
) {
  const part = await findPart(db, user, partId, 'write')
  if (part.status !== 'done') throw conflict('part.notReady')
  const { useLatestConfig, configId, ...attrChanges } = changes
  const attributes = withChanges(part.attributes, attrChanges)
  const said: NewMessage[] =
    userMessage === null
      ? []
      : [
          userMessage ?? {
            role: 'user',
            kind: messageKind,
            textKey: 'chat.userReprice',
            params: { name: part.name, changes: describe(changes) },
            data: { partId: part.id },
          },
        ]
  const pick: VersionPick = configId !== undefined ? { configId } : useLatestConfig ? 'latest' : 'kept'
  await priceStored(db, part, attributes, pick, said, messageKind)
  const [fresh] = await db.select().from(quoteParts).where(eq(quoteParts.id, part.id))
  return partDetail(db, fresh!, locale, audience)
}

/**
 * A part priced from its stored analysis with these attributes, in memory (nothing is stored): at
 * the version `pick` names, with the enabled libraries, dated behind the shop's open work now; with
 * its cost levers unless only the price is wanted (`levers` false).
 */
export async function pricedWith(
  db: Db,
  part: typeof quoteParts.$inferSelect,
  attributes: Record<string, unknown>,
  pick: VersionPick,
  levers = true,
) {
  const previous = await latestQuote(db, part.id)
  let version: ConfigVersion
  if (typeof pick === 'object') version = await versionForPricing(db, pick.configId)
  else if (pick === 'latest' || !previous) version = await versionForPricing(db, part.configId)
  else version = await getVersionById(db, previous.configVersionId)
  const overrides = toOverrides(attributes)
  const result = (levers ? priceWithLevers : priceQuote)(
    {
      geometry: part.geometry as unknown as GeometryReport | null,
      drawing: part.drawing as unknown as DrawingReport | null,
      overrides,
      modelName: part.name,
    },
    version.config,
    await loadLibraryOptions(db),
    await shopState(db, new Date(), version.config.leadTime),
  )
  return { version, overrides, result }
}

/** Which configuration version a re-price uses: the latest quote's, the current one, or a chosen one. */
export type VersionPick = 'kept' | 'latest' | { configId: number }

/**
 * Prices a part from its stored analysis with these attributes and records the quote, the new
 * attributes and the conversation (`said`, then the assistant's quote) in one transaction.
 * Versioning rule: the new quote uses the configuration version of the part's latest quote, so
 * editing a configuration never moves a price by itself; 'latest' or a chosen one asks otherwise.
 */
export async function priceStored(
  db: Db,
  part: typeof quoteParts.$inferSelect,
  attributes: Record<string, unknown>,
  pick: VersionPick,
  said: NewMessage[],
  messageKind: NewMessage['kind'],
) {
  const { version, overrides, result } = await pricedWith(db, part, attributes, pick)
  await db.transaction(async (tx) => {
    await tx
      .update(quoteParts)
      .set({ attributes, ...(typeof pick === 'object' ? { configId: pick.configId } : {}), updatedAt: new Date() })
      .where(eq(quoteParts.id, part.id))
    const quote = await recordQuote(tx, part.id, version.versionId, overrides, result)
    await appendMessages(tx, part.chatRecordId, [
      ...said,
      quoteMessage(messageKind, part.id, part.name, quote.id, result, pricedMaterial(result)),
    ])
  })
}
