import { ilike, or, type Column, type SQL } from 'drizzle-orm'

/**
 * A LIKE/ILIKE pattern that matches `text` anywhere, literally: `%`, `_` and the escape character
 * `\` (PostgreSQL's default) typed by a user match themselves instead of acting as wildcards.
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Rows whose columns contain the keyword (case-insensitive, literally) in any of them; every row when there is none. */
export const keywordIn = (keyword: string | undefined, columns: Column[]): SQL | undefined =>
  keyword ? or(...columns.map((column) => ilike(column, containsPattern(keyword)))) : undefined
