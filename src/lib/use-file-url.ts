import { useEffect, useState } from 'react'
import { getFileBlob } from './api/get-file-blob.ts'

/** A file's object-URL state: loading, ready, or failed. */
export type FileUrl = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'error' }

/**
 * An object URL for a stored upload. The viewers fetch without our token, so the file is fetched
 * through the client and handed over as a Blob URL, revoked when the card goes away.
 */
export function useFileUrl(apiUrl: string | undefined): FileUrl {
  const [state, setState] = useState<FileUrl>({ status: 'loading' })
  useEffect(() => {
    if (!apiUrl) return setState({ status: 'error' })
    const controller = new AbortController()
    let url = ''
    setState({ status: 'loading' })
    getFileBlob(apiUrl, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob)
        setState({ status: 'ready', url })
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' })
      },
    )
    return () => {
      controller.abort()
      if (url) URL.revokeObjectURL(url)
    }
  }, [apiUrl])
  return state
}
