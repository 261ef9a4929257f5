// Prints the preview benchmark's samples: a table of medians, then ours / peer ratios against the
// goals in bench-preview.mjs.

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (!sorted.length) return NaN
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '—').padStart(9)
const verdict = (ok, goal) => (goal == null ? '' : ` (goal ≤ ${goal} ${ok ? 'met' : 'MISSED'})`)
const ratio = (v, goal) => `${v.toFixed(2)}×${verdict(v <= goal, goal)}`

/**
 * `samples`: name → [{ load, shown, longest, heap }]; `peerCases`: [file, cold goal, warm goal];
 * `goals`: { big, longTask, repeat, card }.
 */
export function printReport({ samples, peerCases, goals, header }) {
  const stat = (name, key) => median((samples.get(name) ?? []).map((s) => s[key]))
  console.log(`\n${header}`)
  console.log(`${'case'.padEnd(62)} ${'load'.padStart(9)} ${'shown'.padStart(9)} ${'long task'.padStart(9)}  JS heap`)
  for (const name of samples.keys()) {
    const heap = `${(stat(name, 'heap') / 2 ** 20).toFixed(1)} MB`.padStart(8)
    console.log(
      `${name.padEnd(62)} ${ms(stat(name, 'load'))} ${ms(stat(name, 'shown'))} ${ms(stat(name, 'longest'))} ${heap}`,
    )
  }

  console.log('\nOurs / Online 3D Viewer, time until the model is shown (per-run ratios in brackets):')
  for (const [file, coldGoal, warmGoal] of peerCases) {
    for (const [phase, goal] of [
      ['cold page', coldGoal],
      ['cold file', coldGoal],
      ['warm', warmGoal],
    ]) {
      const ours = samples.get(`ours ${file} ${phase}`).map((s) => s.shown)
      const peer = samples.get(`peer ${file} ${phase}`).map((s) => s.shown)
      const perRun = ours.map((v, i) => (v / peer[i]).toFixed(2)).join(', ')
      const name = `${file.split('/').pop()} ${phase}`.padEnd(32)
      console.log(`  ${name} ${ratio(median(ours) / median(peer), goal)} [${perRun}]`)
    }
  }
  for (const [file] of peerCases) {
    const repeat = samples.get(`ours ${file} repeat visit`)
    if (!repeat) continue
    const ratioToPeer = median(repeat.map((s) => s.shown)) / stat(`peer ${file} cold page`, 'shown')
    const floor = stat('bare three.js page repeat visit', 'shown') / stat(`peer ${file} cold page`, 'shown')
    console.log(
      `  ${`${file.split('/').pop()} repeat visit vs peer cold page`.padEnd(32)} ${ratio(ratioToPeer, goals.repeat)}` +
        `; floor (a bare three.js page's repeat visit) ${ratio(floor)}`,
    )
  }
  const card = stat('ours AI quote card: model after price', 'shown')
  if (Number.isFinite(card))
    console.log(
      `  AI quote card, model shown after the price: ${ms(card).trim()}${verdict(card <= goals.card, `${goals.card} ms`)}`,
    )
  for (const phase of ['cold', 'warm']) {
    const big = stat(`ours 1M STL ${phase}`, 'shown') / stat(`bare STLLoader 1M STL ${phase}`, 'shown')
    const longest = stat(`ours 1M STL ${phase}`, 'longest')
    console.log(
      `  1M-triangle STL ${phase} vs bare STLLoader: ${ratio(big, goals.big)}; our longest main-thread ` +
        `task ${Math.round(longest)} ms${verdict(longest <= goals.longTask, `${goals.longTask} ms`)}`,
    )
  }
}
