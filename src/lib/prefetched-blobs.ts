import { getFileBlob } from './api/get-file-blob.ts'

// Files a screen knows it is about to show, downloaded ahead: the 3D view of a part whose analysis
// has just finished starts downloading with the part's answer, not after it has been drawn. Each
// download is taken once; one nobody takes is let go after a while, so a record left before its
// part was drawn does not keep the bytes.

/** How long an untaken download is kept: far longer than fetching and drawing a part takes. */
const KEPT_MS = 60_000

/** A download under way, and its Blob once it has arrived. */
type Ahead = { blob: Promise<Blob>; timer: ReturnType<typeof setTimeout>; arrived?: Blob }

const ahead = new Map<string, Ahead>()

/** Starts downloading `url` unless it is already on its way. */
export function prefetchFileBlob(url: string): void {
  if (ahead.has(url)) return
  const blob = getFileBlob(url)
  const entry: Ahead = {
    blob,
    timer: setTimeout(() => ahead.delete(url), KEPT_MS),
  }
  // Taken (and its failure met) by the viewer; untaken, a failure is nobody's concern.
  blob.then((arrived) => (entry.arrived = arrived)).catch(() => {})
  ahead.set(url, entry)
}

/** Hands over the download of `url` started ahead (it is taken once), if there is one. */
function take(url: string): Ahead | undefined {
  const kept = ahead.get(url)
  if (!kept) return undefined
  ahead.delete(url)
  clearTimeout(kept.timer)
  return kept
}

/**
 * The download of `url` started ahead, if it has arrived: a viewer then shows it in the same
 * render that shows the price, instead of one render (and a frame) later.
 */
export function takeArrivedBlob(url: string): Blob | undefined {
  return ahead.get(url)?.arrived && take(url)?.arrived
}

/** The download of `url` started ahead, else a new one; `signal` cancels only a new one. */
export function takeFileBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  return take(url)?.blob ?? getFileBlob(url, signal)
}
