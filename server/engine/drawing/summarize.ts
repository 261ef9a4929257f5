import { countCallouts, fitKey, threadKey } from './callouts.ts'
import type { DrawingSummary, Finding } from './types.ts'

type Of<F extends Finding['field']> = Extract<Finding, { field: F }>
const only = <F extends Finding['field']>(findings: Finding[], field: F) =>
  findings.filter((f): f is Of<F> => f.field === field)
const best = <T extends Finding>(list: T[]) => list.slice().sort((a, b) => b.confidence - a.confidence)[0]

/** Condenses findings into the facts pricing reads (the drawing side of re-pricing). */
export function summarize(findings: Finding[]): DrawingSummary {
  const material = best(only(findings, 'material'))
  const quantity = best(only(findings, 'quantity'))
  const fits = countCallouts(only(findings, 'fit'), fitKey)
  const tolerances = only(findings, 'tolerance')
  const dims = [...tolerances, ...only(findings, 'fit')]
  const grades = dims.map((d) => d.itGrade).filter((g): g is number => g !== undefined)
  const general = only(findings, 'generalTolerance')[0]
  const ras = only(findings, 'roughness').filter((r) => r.kind === 'Ra')
  const generalRa = ras.find((r) => r.general)?.ra ?? mostCommon(ras.map((r) => r.ra))
  const threads = countCallouts(only(findings, 'thread'), threadKey)
  // Hole fits of grade 8 or finer are reamed or bored (a drill alone does not hold them).
  const reamed = fits.filter(({ finding: f }) => f.hole && f.itGrade <= 8)
  const surface: DrawingSummary['surfaceTreatments'] = []
  for (const s of only(findings, 'surfaceTreatment')) {
    if (!surface.some((x) => x.term === s.term))
      surface.push(s.colour ? { term: s.term, colour: s.colour } : { term: s.term })
  }
  return {
    ...(material ? { material: { grade: material.grade, ...(material.key ? { key: material.key } : {}) } } : {}),
    ...(quantity ? { quantity: quantity.count } : {}),
    ...(grades.length > 0 ? { tightestItGrade: Math.min(...grades) } : {}),
    tightCount:
      tolerances.filter((d) => (d.itGrade ?? 99) < 11).length +
      fits.filter(({ finding: f }) => f.itGrade < 11).reduce((n, f) => n + f.count, 0),
    ...(general ? { generalTolerance: { label: generalLabel(general), itGrade: general.itGrade } } : {}),
    ...(generalRa !== undefined ? { generalRa } : {}),
    ...(ras.length > 0 ? { minRa: Math.min(...ras.map((r) => r.ra)) } : {}),
    fineRaCount: ras.filter((r) => !r.general && r.ra < 3.2).length,
    surfaceTreatments: surface,
    heatTreatments: [...new Set(only(findings, 'heatTreatment').map((h) => h.term))],
    threads: threads.map(({ finding, count }) => ({ size: finding.size, count })),
    reamedHoles: reamed.reduce((n, f) => n + f.count, 0),
    reamedFits: reamed.flatMap(({ finding, count }) => Array.from({ length: count }, () => finding.nominal)),
  }
}

function generalLabel(g: Of<'generalTolerance'>): string {
  return g.standard === 'plain' ? `±${g.plusMinus}` : `${g.standard}-${g.tolClass}`
}

function mostCommon(values: number[]): number | undefined {
  const counts = new Map<number, number>()
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0]
}
