/**
 * Why the engine refused a file, as a message key and its values, so the server can say it in the
 * reader's language (the English `message` of the error stays for the log). The key is relative to
 * the server's `analysis.` messages.
 */
export interface Refusal {
  code: 'drawingTooManyPages' | 'drawingTooComplex' | 'modelInvalidGltf' | 'modelTooLarge'
  params: Record<string, string | number>
}
