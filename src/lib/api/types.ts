/** What a `responseType: 'blob'` call resolves with: the whole response, not just the body. */
export interface BlobResponse {
  blob: Blob
  headers: Headers
  status: number
}

/** Query parameter values; null and undefined are skipped. */
export type QueryParams = Record<
  string,
  string | number | boolean | null | undefined | readonly (string | number | boolean)[]
>

/** Options of one request. */
export interface RequestOptions {
  /** Appended to the URL, skipping null and undefined, values encoded. */
  params?: QueryParams
  /** Sent last, so they win over the client's headers. */
  headers?: Record<string, string>
  /** Body encoding: JSON (default), form-urlencoded (qs style) or multipart FormData. */
  contentType?: 'json' | 'form' | 'multipart'
  /** 'blob' resolves `{ blob, headers, status }`. */
  responseType?: 'json' | 'blob'
  /** Resolve the parsed body as is, without the envelope check. */
  raw?: boolean
  /** Cancels the request (in addition to cancelRequest by URL). */
  signal?: AbortSignal
  /** Reject without showing a toast. */
  silent?: boolean
  /** Milliseconds before the request fails as a timeout; default 60000. */
  timeout?: number
}
