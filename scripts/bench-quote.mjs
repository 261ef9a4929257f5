#!/usr/bin/env node
// Quote benchmark: upload featuretype.STEP with a PDF drawing to a real server on loopback and
// time upload → priced part. Cold = every analysis job on a fresh worker (QUOTE_WORKER_MAX_JOBS=1:
// WASM compile and engine load each time); warm = a warmed pool. Then throughput with 8 uploads in
// flight, and the peak memory of the server with its analysis worker processes (bench-server.mjs).
// Usage: node scripts/bench-quote.mjs [--runs 20] [--concurrency 8]
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  arg,
  deadline,
  fmt,
  fmtMemory,
  login,
  pct,
  root,
  startServer,
  stopAll,
  upload,
  waitTask,
} from './bench-server.mjs'

const RUNS = arg('runs', 20)
const CONCURRENCY = arg('concurrency', 8)
const model = readFileSync(join(root, 'tests/fixtures/3d/step/featuretype.STEP'))
const drawing = readFileSync(join(root, 'tests/fixtures/2d/NIST_MBE_PMI_1.pdf'))
// The whole benchmark is bounded: whatever hangs, the servers are stopped and the script exits.
const endDeadline = deadline('bench-quote', 15)

/** Upload → poll the task (every 25 ms) → read the priced part; returns milliseconds. */
async function quoteOnce(server, headers) {
  const t0 = performance.now()
  const up = await upload(server, headers, [
    ['featuretype.STEP', model],
    ['featuretype.pdf', drawing],
  ])
  await waitTask(server, headers, up.taskId)
  const part = (await (await fetch(`${server.base}/api/cnc/partcosts/part/${up.parts[0].partId}`, { headers })).json())
    .data
  if (!part.quote?.unitPrice) throw new Error('part has no price')
  return performance.now() - t0
}

const line = (label, xs) =>
  console.log(`${label.padEnd(28)} p50 ${fmt(pct(xs, 50))}  p95 ${fmt(pct(xs, 95))}  (${xs.length} runs)`)

try {
  console.log(
    `quote bench: node ${process.version}, featuretype.STEP (${(model.length / 1024).toFixed(0)} KB) + PDF drawing, ${RUNS} runs\n`,
  )
  const cold = await startServer({ QUOTE_WORKER_MAX_JOBS: '1' })
  const coldHeaders = await login(cold)
  const coldTimes = []
  for (let i = 0; i < RUNS; i++) coldTimes.push(await quoteOnce(cold, coldHeaders))
  await cold.stop()
  line('cold (fresh worker per job)', coldTimes)

  const warm = await startServer({})
  const headers = await login(warm)
  for (let i = 0; i < 2; i++) await quoteOnce(warm, headers)
  const warmTimes = []
  for (let i = 0; i < RUNS; i++) warmTimes.push(await quoteOnce(warm, headers))
  line('warm (pooled workers)', warmTimes)

  const total = CONCURRENCY * 2
  const latencies = []
  let next = 0
  const t0 = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        next++
        latencies.push(await quoteOnce(warm, headers))
      }
    }),
  )
  const wall = performance.now() - t0
  console.log(
    `${`throughput (${CONCURRENCY} in flight)`.padEnd(28)} ${(total / (wall / 60_000)).toFixed(1)} parts/min  (${total} uploads in ${fmt(wall)}, latency p50 ${fmt(pct(latencies, 50))} p95 ${fmt(pct(latencies, 95))})`,
  )
  await warm.stop()
  console.log(`${'peak memory, cold run'.padEnd(28)} ${fmtMemory(cold.peak)}`)
  console.log(`${'peak memory, warm + thr. run'.padEnd(28)} ${fmtMemory(warm.peak)}`)
  console.log('\ngoal: warm p50 ≤ 1.5 s, peak memory ≤ 1.0 GB (server, PGlite and worker processes)')
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await stopAll()
  endDeadline()
}
