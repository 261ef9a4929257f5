#!/usr/bin/env node
// Soak and fairness benchmark: one customer queues a burst of parts (200 by default, in
// uploads of 10) as fast as it can, while a second customer uploads one part every few seconds.
// Prints the second customer's upload → priced time during the burst beside the same part on an
// idle server (the fair queue's bound: one job per worker on top), the burst's throughput, and the
// server's RSS idle, at peak and after the soak. DATABASE_URL runs it against PostgreSQL.
// Usage: node scripts/bench-soak.mjs [--parts 200] [--every 3000]
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  arg,
  deadline,
  fmt,
  login,
  pct,
  root,
  fmtMemory,
  memoryMb,
  startServer,
  stopAll,
  upload,
  waitTask,
} from './bench-server.mjs'

const PARTS = arg('parts', 200)
const EVERY_MS = arg('every', 3000)
// Ten files per upload: a realistic RFQ package, and 20 requests instead of 200.
const PER_UPLOAD = 10
const model = readFileSync(join(root, 'tests/fixtures/3d/step/featuretype.STEP'))
const endDeadline = deadline('bench-soak', 30)
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** One part of the second customer: upload → priced, in ms. */
async function single(server, headers, name) {
  const t0 = performance.now()
  const { taskId } = await upload(server, headers, [[name, model]])
  await waitTask(server, headers, taskId)
  return performance.now() - t0
}

try {
  const server = await startServer({ QUOTE_PARTS_IN_FLIGHT_MAX: '0', QUOTE_UPLOAD_DAILY_MB: '0' })
  const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'
  console.log(
    `soak bench: node ${process.version}, ${db}, ${PARTS} parts of featuretype.STEP in uploads of ${PER_UPLOAD}\n`,
  )
  const burst = await login(server, 'customer')
  const other = await login(server, 'acme')
  await sleep(5000)
  const idle = memoryMb(server.child.pid)
  // Warm the pool, then the reference: the same single part with nothing else queued.
  await single(server, other, 'warm.STEP')
  const alone = []
  for (let i = 0; i < 3; i++) alone.push(await single(server, other, `alone-${i}.STEP`))

  const t0 = performance.now()
  const tasks = []
  for (let i = 0; i < PARTS; i += PER_UPLOAD) {
    const files = Array.from({ length: Math.min(PER_UPLOAD, PARTS - i) }, (_, j) => [`burst-${i + j}.STEP`, model])
    tasks.push((await upload(server, burst, files)).taskId)
  }
  const queuedMs = performance.now() - t0
  let finished = false
  const burstDone = Promise.all(tasks.map((id) => waitTask(server, burst, id, 250))).then(() => (finished = true))
  const during = []
  while (!finished) {
    during.push(await single(server, other, `during-${during.length}.STEP`))
    await Promise.race([sleep(EVERY_MS), burstDone])
  }
  await burstDone
  const burstMs = performance.now() - t0
  await sleep(10_000)
  const after = memoryMb(server.child.pid)
  await server.stop()

  const line = (label, xs) =>
    console.log(`${label.padEnd(34)} p50 ${fmt(pct(xs, 50))}  max ${fmt(Math.max(...xs))}  (${xs.length} parts)`)
  line('second customer, idle server', alone)
  line('second customer, during the burst', during)
  console.log(
    `${'burst'.padEnd(34)} ${PARTS} parts queued in ${fmt(queuedMs)}, all priced in ${fmt(burstMs)} (${(PARTS / (burstMs / 60_000)).toFixed(1)} parts/min)`,
  )
  const memory = (label, reading) => console.log(`${`server and workers, ${label}`.padEnd(34)} ${fmtMemory(reading)}`)
  memory('idle', idle)
  memory('peak', server.peak)
  memory('after', after)
  console.log('\ngoal: during the burst ≤ idle + one job per worker; memory ≤ 400 MB idle, ≤ 1.0 GB peak')
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await stopAll()
  endDeadline()
}
