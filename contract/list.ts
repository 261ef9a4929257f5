// One rule for a list typed as text (aliases, treatments, material classes): people type commas
// of either language, the enumeration comma, semicolons or one item a line. Zod-free, so forms
// on any chunk and the server's multipart fields can share it.

/** What separates the items: , ， 、 ; ； and line breaks. */
const LIST_SEPARATORS = /[,，、;；\r\n]/

/** The items of a typed list: trimmed, empty ones dropped. */
export function splitList(text: string): string[] {
  return text
    .split(LIST_SEPARATORS)
    .map((item) => item.trim())
    .filter(Boolean)
}

/** The text a form shows for a list (read back by splitList). */
export function joinList(items: readonly unknown[]): string {
  return items.map(String).join(', ')
}
