// Upload limits: the server's defaults (QUOTE_UPLOAD_MAX_BYTES, QUOTE_UPLOAD_MAX_FILES) and the
// upload form's checks before anything is sent.

/** Largest file: 100 MB. */
export const UPLOAD_MAX_BYTES = 100 * 1024 * 1024
/** Most files in one upload. */
export const UPLOAD_MAX_FILES = 20
