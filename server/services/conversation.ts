import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { chatMessages, quoteParts } from '../db/schema.ts'
import { matchMaterial } from '../engine/index.ts'
import { notFound } from '../lib/errors.ts'
import type { Locale } from '../lib/i18n.ts'
import type { AuthUser } from '../lib/request-context.ts'
import { appendMessages, ownedRecord, toOut } from './chat-messages.ts'
import { isEmptyChange, parseCommand, type CommandChanges } from './chat-commands.ts'
import { deadlineChanges } from './chat-deadline.ts'
import type { LlmClient } from './llm-client.ts'
import { doneMeshUrls, meshUrlOf } from './part-file-urls.ts'
import { latestQuote } from './part-quotes.ts'
import { versionForPricing } from './quote-configs.ts'
import type { QuoteAudience } from './quote-visibility.ts'
import { repricePart } from './reprice.ts'

/** Parts of a record with their latest price, for reopening a conversation. */
export async function recordParts(db: Db, user: AuthUser, chatRecordId: number) {
  await ownedRecord(db, user.id, chatRecordId)
  return partsOfRecord(db, chatRecordId)
}

/** The same list for a record whose access was checked by the caller (the admin views). */
export async function partsOfRecord(db: Db, chatRecordId: number) {
  const parts = await db
    .select()
    .from(quoteParts)
    .where(eq(quoteParts.chatRecordId, chatRecordId))
    .orderBy(asc(quoteParts.id))
  const meshUrls = await doneMeshUrls(
    db,
    parts.filter((p) => p.status === 'done').map((p) => p.id),
  )
  return Promise.all(
    parts.map(async (p) => {
      const q = p.status === 'done' ? await latestQuote(db, p.id) : undefined
      const r = q?.result as
        { currency?: string; quantity?: number; unitPrice?: string | null; total?: string | null } | undefined
      return {
        partId: p.id,
        taskId: p.taskId,
        name: p.name,
        status: p.status,
        currency: r?.currency ?? null,
        quantity: r?.quantity ?? null,
        unitPrice: r?.unitPrice ?? null,
        total: r?.total ?? null,
        createTime: p.createdAt.toISOString(),
        ...meshUrlOf(meshUrls, p.id),
      }
    }),
  )
}

/**
 * A free-text command in a conversation: the rules (or, when configured and the rules find
 * nothing, the LLM) turn it into attribute changes, which re-price the given part or every
 * analysed part of the record; a deadline chooses each part's tier among those it is offered. The user's text and the answers are appended to the record.
 */
export async function runCommand(
  db: Db,
  user: AuthUser,
  chatRecordId: number,
  input: { text: string; partId?: number | undefined },
  locale: Locale,
  llm: LlmClient | undefined,
  audience: QuoteAudience,
) {
  await ownedRecord(db, user.id, chatRecordId)
  const since = await lastMessageId(db, chatRecordId)
  let changes: CommandChanges = parseCommand(input.text)
  let via: 'rules' | 'llm' | 'none' = 'rules'
  if (isEmptyChange(changes)) {
    changes = (llm ? await llm.parseCommand(input.text) : null) ?? {}
    via = isEmptyChange(changes) ? 'none' : 'llm'
  }
  const targets = await db
    .select()
    .from(quoteParts)
    .where(
      and(
        eq(quoteParts.chatRecordId, chatRecordId),
        eq(quoteParts.status, 'done'),
        input.partId ? eq(quoteParts.id, input.partId) : undefined,
      ),
    )
    .orderBy(asc(quoteParts.id))
  if (input.partId && targets.length === 0) throw notFound('part.notFound')
  await appendMessages(db, chatRecordId, [
    { role: 'user', kind: 'command', textKey: 'chat.userText', params: { text: input.text }, data: { changes, via } },
  ])

  const parts = []
  if (via === 'none') await say(db, chatRecordId, 'chat.notUnderstood')
  else if (targets.length === 0) await say(db, chatRecordId, 'chat.noParts')
  else if (
    changes.material &&
    !matchMaterial((await versionForPricing(db, targets[0]!.configId)).config, changes.material)
  ) {
    await say(db, chatRecordId, 'chat.unknownMaterial', { material: changes.material })
  } else {
    for (const part of targets) {
      const mine = await deadlineChanges(db, chatRecordId, part, changes)
      if (mine) parts.push(await repricePart(db, user, part.id, mine, locale, audience, 'command', null))
    }
  }
  const added = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.chatRecordId, chatRecordId), gt(chatMessages.id, since)))
    .orderBy(asc(chatMessages.id))
  return { understood: via !== 'none', via, changes, parts, messages: added.map((m) => toOut(locale, m)) }
}

async function lastMessageId(db: Db, chatRecordId: number): Promise<number> {
  const [row] = await db
    .select({ max: sql<string>`coalesce(max(${chatMessages.id}), 0)` })
    .from(chatMessages)
    .where(eq(chatMessages.chatRecordId, chatRecordId))
  return Number(row?.max ?? 0)
}

function say(
  db: Db,
  chatRecordId: number,
  textKey: 'chat.notUnderstood' | 'chat.noParts' | 'chat.unknownMaterial',
  params: Record<string, unknown> = {},
) {
  return appendMessages(db, chatRecordId, [{ role: 'assistant', kind: 'command', textKey, params }])
}
