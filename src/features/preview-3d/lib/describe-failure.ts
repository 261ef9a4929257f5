import type { t as translate } from '../../../lib/i18n/index.ts'
import { $config } from '../../../lib/config.ts'
import { ModelParseError } from './parse-client.ts'

/** The message an `error` event carries and the viewer shows, in the current language. */
export function describeFailure(error: unknown, url: string, format: string, t: typeof translate): string {
  const file = decodeURIComponent(url.split(/[?#]/)[0]!.split('/').pop() || url)
  const reason = error instanceof Error ? error.message : String(error)
  if (error instanceof ModelParseError && error.failure === 'empty') return t('preview.emptyFile', { file })
  if (error instanceof ModelParseError && error.failure === 'tooLarge')
    return t('preview.modelTooLarge', { file, seconds: Math.round($config.get().previewParseTimeout / 1000) })
  if (error instanceof ModelParseError) return t('preview.invalidFile', { file, format: format.toUpperCase(), reason })
  return t('preview.loadFailed', { file, reason })
}
