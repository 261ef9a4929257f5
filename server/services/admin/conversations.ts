import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { countOf, pageOf } from '../../db/page.ts'
import { autoProcessChatRecords, autoProcessFiles, chatRecords, quoteParts, users } from '../../db/schema.ts'
import { notFound } from '../../lib/errors.ts'
import type { Locale } from '../../lib/i18n.ts'
import { keywordIn } from '../../lib/like-pattern.ts'
import { messagesOf } from '../chat-messages.ts'
import { partsOfRecord } from '../conversation.ts'
import { filesOut } from '../quote-orders/freeze.ts'
import type {
  AdminConversationDetail,
  AdminConversationRow,
  ConversationKind,
  adminConversationQuery,
} from '../../../contract/admin-conversations.ts'
import type { Paged } from '../../../contract/wire.ts'
import type { z } from 'zod'

// Every customer's conversations for the back office, read-only. The route has
// already checked the caller's `view` grant on /admin/manage, so nothing here looks at the caller.

/** The two record tables share their shape; what counts as an item differs. */
const SOURCES = {
  quote: {
    table: chatRecords,
    items: sql<number>`(select count(*) from ${quoteParts} where ${quoteParts.chatRecordId} = ${chatRecords.id})`,
  },
  process: {
    table: autoProcessChatRecords,
    items: sql<number>`(select count(*) from ${autoProcessFiles} where ${autoProcessFiles.recordId} = ${autoProcessChatRecords.id})`,
  },
}

// The most messages a detail answers: the conversation route's own page limit.
const MESSAGES_MAX = 200

function selectRows(db: Db, kind: ConversationKind) {
  const { table, items } = SOURCES[kind]
  return db
    .select({
      id: table.id,
      name: table.name,
      userId: table.userId,
      username: users.username,
      nickName: users.nickName,
      companyName: users.companyName,
      itemCount: items.mapWith(Number),
      createdAt: table.createdAt,
      updatedAt: table.updatedAt,
    })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
}

type Selected = Awaited<ReturnType<typeof selectRows>>[number]

const toRow = (kind: ConversationKind, r: Selected): AdminConversationRow => ({
  ...r,
  kind,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
})

/** One kind of record, newest update first. */
export async function pageConversations(
  db: Db,
  q: z.output<typeof adminConversationQuery>,
): Promise<Paged<AdminConversationRow>> {
  const { table } = SOURCES[q.kind]
  const where = [keywordIn(q.keyword, [table.name, users.username, users.nickName, users.companyName])]
  const filter = and(...where)
  const rows = selectRows(db, q.kind).where(filter).orderBy(desc(table.updatedAt), desc(table.id)).$dynamic()
  const total = countOf(
    db.select({ n: count() }).from(table).innerJoin(users, eq(users.id, table.userId)).where(filter),
  )
  return pageOf(rows, total, q, (r) => toRow(q.kind, r))
}

/** One record with what it holds: messages and priced parts with their files, or uploaded files. */
export async function conversationDetail(
  db: Db,
  kind: ConversationKind,
  id: number,
  locale: Locale,
): Promise<AdminConversationDetail> {
  const [row] = await selectRows(db, kind).where(eq(SOURCES[kind].table.id, id))
  if (!row) throw notFound()
  const record = toRow(kind, row)
  if (kind === 'process') {
    const files = await db
      .select()
      .from(autoProcessFiles)
      .where(eq(autoProcessFiles.recordId, id))
      .orderBy(asc(autoProcessFiles.id))
    return {
      record,
      messages: [],
      parts: [],
      files: files.map((f) => ({
        id: f.id,
        name: f.originalName,
        size: f.size,
        mimeType: f.mimeType,
        createdAt: f.createdAt.toISOString(),
      })),
    }
  }
  const [messages, parts] = await Promise.all([
    messagesOf(db, id, { pageIndex: 1, pageSize: MESSAGES_MAX }, locale),
    partsOfRecord(db, id),
  ])
  const withFiles = await Promise.all(parts.map(async (p) => ({ ...p, files: await filesOut(db, p.partId) })))
  return { record, messages: messages.rows, parts: withFiles, files: [] }
}
