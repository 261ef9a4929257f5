#!/usr/bin/env node
// Lead-time bench: a shop with 1,000 open order lines, booked one after another through
// bookLeadTime over a mix of parts, quantities and tiers; then, per part, the time to date it as
// priceQuote does (leadTimeOf at the quantity asked, datedTiers at every quantity break).
// Run alone: node scripts/bench-lead-time.mjs [--runs 50]; bench-engine.mjs runs it at its end.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const root = join(import.meta.dirname, '..')
const PARTS = [
  '3d/features/block.step',
  '3d/features/shaft.step',
  '3d/features/plate.step',
  '3d/angled/port-block.step',
]
const QUANTITIES = [1, 5, 10, 25, 50, 100]
/** Of 20 lines: 15 standard, 3 economy, 2 rush. */
const TIER_MIX = [...Array(15).fill('standard'), ...Array(3).fill('economy'), 'rush', 'rush']
const NOW = new Date('2026-12-03T02:00:00Z')
const LINES = 1000
const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)]

/** A shop of some size: two shifts, several machines of the kinds most routes use. */
function shopConfig(engine) {
  const config = engine.defaultQuoteConfig()
  config.leadTime.shifts = 2
  config.leadTime.machineHours = { vmc3: 8 * 16, vmc4: 3 * 16, vmc5: 2 * 16, lathe: 4 * 16, saw: 3 * 16 }
  return config
}

export async function benchLeadTime(engine, reports = {}, runs = 50) {
  const lead = await import(join(root, 'server/engine/lead-time/index.ts'))
  const config = shopConfig(engine)
  const libraries = engine.defaultLibraryOptions()
  const empty = { now: NOW, booked: [] }
  for (const path of PARTS)
    reports[path] ??= await engine.analyzeModel(new Uint8Array(readFileSync(join(root, 'tests/fixtures', path))), {
      fileName: path,
    })
  // Each part's steps at each quantity, from its quote (the planning is not what is timed here).
  const quoted = new Map()
  const quoteAt = (path, q, tier = 'standard') => {
    const key = `${path}|${q}|${tier}`
    if (!quoted.has(key))
      quoted.set(
        key,
        engine.priceQuote(
          { geometry: reports[path], drawing: null, overrides: { quantity: q, tier } },
          config,
          libraries,
          empty,
        ),
      )
    return quoted.get(key)
  }
  const mix = Array.from({ length: LINES }, (_, i) => {
    const path = PARTS[i % PARTS.length]
    const q = QUANTITIES[Math.floor(i / PARTS.length) % QUANTITIES.length]
    return quoteAt(path, q, TIER_MIX[i % TIER_MIX.length]).leadTime
  })
  let booked = []
  const t0 = performance.now()
  for (const line of mix)
    booked = booked.concat(lead.bookLeadTime(line, config, libraries, { now: NOW, booked }).bookings)
  const bookMs = performance.now() - t0
  const last = booked.reduce((a, b) => (b.day > a ? b.day : a), '')
  console.log(
    `${LINES} lines booked through bookLeadTime in ${bookMs.toFixed(0)} ms: ${booked.length} bookings, ` +
      `${Math.round(booked.reduce((s, b) => s + b.minutes, 0) / 60)} machine hours, last on ${last}`,
  )
  const shop = { now: NOW, booked }
  const unpriced = () => ({ unitPrice: null, unitPriceWithTax: null, total: null })
  const worst = []
  const colds = []
  for (const path of PARTS) {
    const Q = 25
    const breaks = [...new Set([...engine.STANDARD_BREAKS, Q])].sort((a, b) => a - b)
    const steps = new Map(breaks.map((q) => [q, quoteAt(path, q).leadTime.segments]))
    const tier = lead.resolveTier(config, undefined)
    const date = () => {
      const answer = lead.leadTimeOf(steps.get(Q), tier, config, libraries, shop, unpriced)
      for (const q of breaks) lead.datedTiers(steps.get(q), config, libraries, shop)
      return answer
    }
    const first = performance.now()
    const answer = date()
    const cold = performance.now() - first
    const times = []
    for (let i = 0; i < runs; i++) {
      const t = performance.now()
      date()
      times.push(performance.now() - t)
    }
    worst.push(median(times))
    colds.push(cold)
    const bottleneck = answer.segments[answer.bottleneck]
    console.log(
      `${path.padEnd(34)} cold ${cold.toFixed(2).padStart(6)} ms  warm ${median(times).toFixed(2).padStart(6)} ms  ` +
        `standard ${answer.days} d (ship ${answer.shipDate}, bottleneck ${bottleneck.kind} ${bottleneck.key ?? ''})  ` +
        `offered ${answer.offered.map((o) => `${o.tier} ${o.days} d`).join(', ')}`,
    )
  }
  const max = Math.max(...worst)
  console.log(
    `lead time per part with ${LINES} open lines: warm ${max.toFixed(2)} ms at most, ` +
      `cold ${Math.max(...colds).toFixed(2)} ms at most (a first call); limit 5 ms`,
  )
  return max
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { register } = await import('tsx/esm/api')
  register()
  const engine = await import(join(root, 'server/engine/index.ts'))
  const i = process.argv.indexOf('--runs')
  console.log(`lead-time bench: node ${process.version}\n`)
  await benchLeadTime(engine, {}, i > 0 ? Number(process.argv[i + 1]) : 50)
}
