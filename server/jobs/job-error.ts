import type { FastifyBaseLogger } from 'fastify'
import type { PartError } from '../services/quote-tasks.ts'
import type { JobResult } from './protocol.ts'

/**
 * The part error a failed pool job stands for, in words the customer can act on: the engine's own
 * refusal (a PDF of too many pages, a glTF declaring more data than it holds), a worker that ran out
 * of memory or died, else the parse message under `key`. Every failure but a cancellation is logged
 * with its cause (exit code, signal, out of memory), which the log used to leave out.
 */
export function jobError(
  result: JobResult | undefined,
  file: string | undefined,
  key: string,
  log?: FastifyBaseLogger,
  context: Record<string, unknown> = {},
): PartError | undefined {
  if (!result || result.ok) return undefined
  if (result.failure !== 'cancelled') {
    const { failure, message, exit, refusal } = result
    log?.warn({ ...context, file, failure, reason: message, exit, refusal: refusal?.code }, 'analysis job failed')
  }
  const name = file ?? ''
  switch (result.failure) {
    case 'parse':
      if (result.refusal)
        return { key: `analysis.${result.refusal.code}`, params: { file: name, ...result.refusal.params } }
      return { key, params: { file: name, detail: result.message } }
    case 'timeout':
      return { key: 'analysis.timeout', params: {} }
    case 'cancelled':
      return { key: 'analysis.cancelled', params: {} }
    case 'crash':
      if (result.exit?.outOfMemory) return { key: 'analysis.outOfMemory', params: { file: name } }
      if (result.exit) {
        const how = result.exit.signal ?? `exit ${result.exit.code}`
        return { key: 'analysis.crashed', params: { file: name, how } }
      }
      return { key: 'analysis.error', params: {} }
    default:
      return { key: 'analysis.error', params: {} }
  }
}
