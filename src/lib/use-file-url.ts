import { useEffect, useLayoutEffect, useState } from 'react'
import { getFileBlob } from './api/get-file-blob.ts'
import { objectUrl, revokeObjectUrl } from './object-urls.ts'
import { takeArrivedBlob, takeFileBlob } from './prefetched-blobs.ts'

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

/** A model's object URLs: its server mesh when there is one, else the model file itself. */
export type ModelUrls =
  { status: 'loading' } | { status: 'ready'; src?: string; meshSrc?: string } | { status: 'error' }

/**
 * Object URLs for `<model-preview>`: the server's mesh of the model (`meshUrl`, small and read
 * without a parse), or, when there is none (a model analysed before meshes were made, or whose
 * analysis failed), the model file. The model file is not downloaded when the mesh is there.
 * `analysing`: the mesh is still being made; nothing is fetched until it is (reading the model file
 * meanwhile would be the very parse the mesh saves).
 */
export function useModelUrls(url: string, meshUrl: string | undefined, analysing = false): ModelUrls {
  const [state, setState] = useState<ModelUrls>({ status: 'loading' })
  const waiting = analysing && !!meshUrl
  // Before paint: a mesh downloaded ahead is shown in the render that follows, not a frame later.
  useLayoutEffect(() => {
    if (waiting) return setState({ status: 'loading' })
    const controller = new AbortController()
    const { signal } = controller
    let made = ''
    const show = (key: 'src' | 'meshSrc') => (blob: Blob) => {
      // A download started ahead is not cancelled with this card: one that lands after it is dropped.
      if (signal.aborted) return
      made = objectUrl(blob)
      setState({ status: 'ready', [key]: made })
    }
    const cleanup = () => {
      controller.abort()
      if (made) revokeObjectUrl(made)
    }
    const arrived = meshUrl ? takeArrivedBlob(meshUrl) : undefined
    if (arrived) {
      show('meshSrc')(arrived)
      return cleanup
    }
    const file = () => getFileBlob(url, signal).then(show('src'))
    setState({ status: 'loading' })
    const mesh = meshUrl
      ? takeFileBlob(meshUrl, signal).then(show('meshSrc'), () => (signal.aborted ? undefined : file()))
      : file()
    mesh.catch(() => {
      if (!signal.aborted) setState({ status: 'error' })
    })
    return cleanup
  }, [url, meshUrl, waiting])
  return state
}
