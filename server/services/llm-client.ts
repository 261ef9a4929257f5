import { z } from 'zod'
import type { Config } from '../config.ts'
import { text } from '../../contract/text.ts'
import type { CommandChanges } from './chat-commands.ts'

/** Optional helper for free text the rules do not understand. Never required; never throws. */
export interface LlmClient {
  parseCommand(text: string): Promise<CommandChanges | null>
}

const SYSTEM = [
  'You turn a customer message about a CNC part quote into JSON with only the fields it asks to change:',
  '{"material": string, "quantity": integer, "surfaceTreatments": string[], "heatTreatments": string[],',
  '"toleranceGrade": integer IT grade 1-18, "ra": number µm, "tier": "economy" | "standard" | "rush",',
  '"withinDays": integer days the parts must arrive within}. Use [] for "no treatment".',
  'Answer with the JSON object only; answer {} when the message changes nothing.',
].join(' ')

const changes = z.object({
  material: text().trim().min(1).max(60).optional(),
  quantity: z.number().int().min(1).max(1_000_000).optional(),
  surfaceTreatments: z.array(text().trim().min(1).max(60)).max(10).optional(),
  heatTreatments: z.array(text().trim().min(1).max(60)).max(10).optional(),
  toleranceGrade: z.number().int().min(1).max(18).optional(),
  ra: z.number().positive().max(100).optional(),
  tier: text().trim().min(1).max(20).optional(),
  withinDays: z.number().int().min(1).max(365).optional(),
})

const reply = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1) })

/**
 * An OpenAI-compatible chat-completions client, or undefined when QUOTE_LLM_BASE_URL and
 * QUOTE_LLM_MODEL are not both set. Any failure (timeout, HTTP error, unusable answer) yields null
 * and the caller answers deterministically.
 */
export function createLlmClient(settings: Config['llm'], fetchImpl: typeof fetch = fetch): LlmClient | undefined {
  if (!settings) return undefined
  return {
    async parseCommand(text) {
      try {
        const res = await fetchImpl(`${settings.baseUrl}/chat/completions`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: settings.model,
            temperature: 0,
            messages: [
              { role: 'system', content: SYSTEM },
              { role: 'user', content: text.slice(0, 2000) },
            ],
          }),
          signal: AbortSignal.timeout(settings.timeoutMs),
        })
        if (!res.ok) return null
        const content = reply.parse(await res.json()).choices[0]!.message.content
        const json = content.match(/\{[\s\S]*\}/)?.[0]
        if (!json) return null
        const parsed = changes.safeParse(JSON.parse(json))
        return parsed.success ? parsed.data : null
      } catch {
        return null
      }
    },
  }
}
