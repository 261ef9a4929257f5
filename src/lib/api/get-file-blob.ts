import { http } from './client.ts'

/**
 * GET a stored upload (`files[].url`) as a Blob. The viewers fetch without our token, so the
 * screen hands them an object URL of this Blob instead of the API URL.
 */
export async function getFileBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const { blob } = await http.get(url, { responseType: 'blob', silent: true, ...(signal ? { signal } : {}) })
  return blob
}
