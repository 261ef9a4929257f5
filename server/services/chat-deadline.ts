import type { Db } from '../db/client.ts'
import type { quoteParts } from '../db/schema.ts'
import { appendMessages } from './chat-messages.ts'
import type { CommandChanges } from './chat-commands.ts'
import { tierWithin } from './chat-tier.ts'
import { pricedWith, withChanges } from './reprice.ts'

type Part = typeof quoteParts.$inferSelect

/**
 * "Within N days" for one part: the part priced with the sentence's other changes tells which tiers
 * the shop offers it now; the cheapest that arrives in time is chosen and the conversation says so.
 * When none does, the answer gives the fastest date and keeps the tier. Answers the changes to
 * price the part with (without the deadline), or null when nothing is left to change.
 */
export async function deadlineChanges(
  db: Db,
  chatRecordId: number,
  part: Part,
  changes: CommandChanges,
): Promise<Omit<CommandChanges, 'withinDays'> | null> {
  const { withinDays, ...rest } = changes
  if (withinDays === undefined) return rest
  const { result } = await pricedWith(db, part, withChanges(part.attributes, rest), 'kept', false)
  const others = Object.values(rest).some((v) => v !== undefined)
  const say = (textKey: 'chat.tierWithin' | 'chat.noTierWithin' | 'chat.noLeadTime', params: Record<string, unknown>) =>
    appendMessages(db, chatRecordId, [
      {
        role: 'assistant',
        kind: 'command',
        textKey,
        params: { name: part.name, ...params },
        data: { partId: part.id },
      },
    ])
  if (!result.leadTime) {
    await say('chat.noLeadTime', {})
    return others ? rest : null
  }
  const pick = tierWithin(result.leadTime.offered, withinDays)
  if (pick.met) {
    await say('chat.tierWithin', { tier: pick.tier.tier, deliveryDate: pick.tier.deliveryDate, within: withinDays })
    return { ...rest, tier: pick.tier.tier }
  }
  const fastest = pick.tier
  await say(
    'chat.noTierWithin',
    fastest
      ? {
          within: withinDays,
          tier: fastest.tier,
          shipDate: fastest.shipDate,
          deliveryDate: fastest.deliveryDate,
          days: fastest.days,
        }
      : { within: withinDays },
  )
  return others ? rest : null
}
