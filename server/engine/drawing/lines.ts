import type { PlacedRun } from './pdf-text.ts'
import type { TextBox, TextItem } from './types.ts'

const union = (a: TextBox, b: TextBox): TextBox => {
  const x = Math.min(a.x, b.x)
  const y = Math.min(a.y, b.y)
  return {
    x,
    y,
    width: Math.round((Math.max(a.x + a.width, b.x + b.width) - x) * 100) / 100,
    height: Math.round((Math.max(a.y + a.height, b.y + b.height) - y) * 100) / 100,
  }
}

const centreY = (b: TextBox) => b.y + b.height / 2

/**
 * Joins runs into lines: same page and direction, baselines within
 * 0.35 × height, gaps below 1.5 × height (CJK often arrives one glyph per run). Wider gaps keep
 * runs apart so title-block cells stay separate items. Only left-to-right text is joined; rotated
 * runs (vertical dimensions) are kept as they are.
 */
export function assembleLines(runs: PlacedRun[]): TextItem[] {
  const lines: { run: PlacedRun; text: string; box: TextBox }[] = []
  // Left to right, so each run can only extend a line that ends before it.
  for (const run of runs.slice().sort((a, b) => a.page - b.page || a.box.x - b.box.x)) {
    const target =
      run.angle === 0
        ? lines.find(
            (l) =>
              l.run.page === run.page &&
              l.run.angle === 0 &&
              Math.abs(centreY(l.box) - centreY(run.box)) < 0.35 * Math.max(l.box.height, run.box.height) &&
              Math.abs(l.run.size - run.size) < 0.3 * Math.max(l.run.size, run.size) &&
              run.box.x - (l.box.x + l.box.width) < 1.5 * run.size &&
              run.box.x - (l.box.x + l.box.width) > -0.5 * run.size,
          )
        : undefined
    if (target) {
      const gap = run.box.x - (target.box.x + target.box.width)
      target.text += (gap > 0.3 * run.size && !target.text.endsWith(' ') ? ' ' : '') + run.text
      target.box = union(target.box, run.box)
    } else {
      const line = { run, text: run.text, box: run.box }
      lines.push(line)
    }
  }
  return mergeStackedDeviations(
    lines.map((l) => ({
      text: l.text.trim(),
      page: l.run.page,
      box: l.box,
      source: 'pdf-text' as const,
      size: l.run.size,
    })),
  )
}

const DEVIATION = /^[+-]\s*\d*\.\d+$|^0$/

/**
 * Stacked deviations are two small runs right of the nominal, one above and one below its middle
 * (a PDF export's way of writing them); they are appended to the nominal as "upper/lower" so the deviation rule
 * reads them like a single-line export.
 */
function mergeStackedDeviations(items: TextItem[]): TextItem[] {
  const used = new Set<TextItem>()
  for (const nominal of items) {
    if (!/\d$/.test(nominal.text)) continue
    const right = nominal.box.x + nominal.box.width
    const near = items.filter(
      (d) =>
        d !== nominal &&
        !used.has(d) &&
        d.page === nominal.page &&
        DEVIATION.test(d.text) &&
        d.size <= 0.8 * nominal.size &&
        d.box.x >= right - 1 &&
        d.box.x - right < nominal.size &&
        Math.abs(centreY(d.box) - centreY(nominal.box)) < nominal.box.height,
    )
    const upper = near.filter((d) => centreY(d.box) < centreY(nominal.box)).sort((a, b) => a.box.x - b.box.x)[0]
    const lower = near.filter((d) => centreY(d.box) >= centreY(nominal.box)).sort((a, b) => a.box.x - b.box.x)[0]
    if (!upper || !lower) continue
    used.add(upper)
    used.add(lower)
    nominal.text = `${nominal.text} ${upper.text.replace(/\s/g, '')}/${lower.text.replace(/\s/g, '')}`
    nominal.box = union(union(nominal.box, upper.box), lower.box)
  }
  return items.filter((i) => !used.has(i))
}
