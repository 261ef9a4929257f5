import { inArray, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { autoProcessFiles, quoteOrderLines, quotePartFiles, users } from '../db/schema.ts'
import { AVATAR_DIR } from './avatar.ts'

// A stored file lives as long as anything refers to it: a quote part, a process record, an
// avatar, or a quote order line that kept it when the part it was uploaded with was deleted.
// Every deletion path and the start-up sweep ask this one rule before removing a file
// (stored-files.ts).

type Reader = Pick<Db, 'select' | 'selectDistinct'>

/** Paths that quote order lines kept (`storedPath` of their files), among `paths` when given. */
function orderLinePaths(db: Reader, paths?: readonly string[]) {
  const path = sql<string>`f.file->>'storedPath'`
  const query = db
    .selectDistinct({ path })
    .from(sql`${quoteOrderLines} cross join lateral jsonb_array_elements(${quoteOrderLines.files}) as f(file)`)
  return paths ? query.where(sql`${path} in ${paths}`) : query.where(sql`${path} is not null`)
}

/**
 * The stored paths something refers to: all of them, or only those among `paths`. Avatars are
 * stored under their own folder by file name.
 */
export async function referencedPaths(db: Reader, paths?: readonly string[]): Promise<Set<string>> {
  if (paths && paths.length === 0) return new Set()
  const avatarNames = paths?.filter((p) => p.startsWith(`${AVATAR_DIR}/`)).map((p) => p.slice(AVATAR_DIR.length + 1))
  const [parts, autos, lines, avatars] = await Promise.all([
    db
      .select({ path: quotePartFiles.storedPath })
      .from(quotePartFiles)
      .where(paths ? inArray(quotePartFiles.storedPath, [...paths]) : undefined),
    db
      .select({ path: autoProcessFiles.storedPath })
      .from(autoProcessFiles)
      .where(paths ? inArray(autoProcessFiles.storedPath, [...paths]) : undefined),
    orderLinePaths(db, paths),
    avatarNames?.length === 0
      ? []
      : db
          .select({ file: users.avatarFile })
          .from(users)
          .where(avatarNames ? inArray(users.avatarFile, avatarNames) : isNotNull(users.avatarFile)),
  ])
  return new Set([
    ...parts.map((r) => r.path),
    ...autos.map((r) => r.path),
    ...lines.map((r) => r.path),
    ...avatars.map((r) => `${AVATAR_DIR}/${r.file}`),
  ])
}
