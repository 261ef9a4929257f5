/**
 * A LIKE/ILIKE pattern that matches `text` anywhere, literally: `%`, `_` and the escape character
 * `\` (PostgreSQL's default) typed by a user match themselves instead of acting as wildcards.
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
