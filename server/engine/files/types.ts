import { FILE_FORMATS, type FileFormat, type FileKind } from '../../../contract/file-format.ts'

// The format table is shared with the client (upload rules, viewers): contract/file-format.ts.
export { EXTENSION_FORMAT, extensionOf, type FileFormat, type FileKind } from '../../../contract/file-format.ts'

const formats = Object.keys(FILE_FORMATS) as FileFormat[]
export const FORMAT_KIND = Object.fromEntries(formats.map((f) => [f, FILE_FORMATS[f].kind])) as Readonly<
  Record<FileFormat, FileKind>
>
export const FORMAT_MIME = Object.fromEntries(formats.map((f) => [f, FILE_FORMATS[f].mime])) as Readonly<
  Record<FileFormat, string>
>

/** Result of content sniffing. */
export type DetectedFile =
  | {
      ok: true
      format: FileFormat
      kind: FileKind
      mimeType: string
      /** False when the name's extension promises another format (the content wins). */
      extensionMatches: boolean
    }
  | {
      ok: false
      /** empty: zero bytes; unknown: no supported signature; truncated: a known format cut short. */
      reason: 'empty' | 'unknown' | 'truncated'
      /** The format recognised before the file turned out truncated. */
      format?: FileFormat
      message: string
    }
