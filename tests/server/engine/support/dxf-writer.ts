// Builds minimal ASCII DXFs (R2000-style group pairs) for extraction tests.

type Group = [number, string | number]

const entity = (type: string, groups: Group[]): Group[] => [[0, type], ...groups]

export const text = (x: number, y: number, h: number, value: string, layer = '0'): Group[] =>
  entity('TEXT', [
    [8, layer],
    [10, x],
    [20, y],
    [30, 0],
    [40, h],
    [1, value],
  ])

export const mtext = (x: number, y: number, h: number, value: string, attach = 1): Group[] =>
  entity('MTEXT', [
    [8, '0'],
    [10, x],
    [20, y],
    [30, 0],
    [40, h],
    [71, attach],
    [1, value],
  ])

export const dimension = (x: number, y: number, measured: number, override = '', kind = 0): Group[] =>
  entity('DIMENSION', [
    [8, '0'],
    [2, '*D1'],
    [10, 0],
    [20, 0],
    [11, x],
    [21, y],
    [70, kind],
    [1, override],
    [42, measured],
  ])

/** An INSERT of `block` at (x, y) carrying ATTRIBs (tag → value). */
export const insert = (block: string, x: number, y: number, attribs: Record<string, string>): Group[] => [
  ...entity('INSERT', [
    [8, '0'],
    [66, 1],
    [2, block],
    [10, x],
    [20, y],
    [30, 0],
  ]),
  ...Object.entries(attribs).flatMap(([tag, value], i) =>
    entity('ATTRIB', [
      [8, '0'],
      [10, x + 20],
      [20, y + 10 * i],
      [30, 0],
      [40, 3.5],
      [1, value],
      [2, tag],
      [70, 0],
    ]),
  ),
  ...entity('SEQEND', [[8, '0']]),
]

/** A block definition with entities in block coordinates (base point 0,0). */
export const block = (name: string, body: Group[][]): Group[] => [
  ...entity('BLOCK', [
    [8, '0'],
    [2, name],
    [70, 2],
    [10, 0],
    [20, 0],
    [30, 0],
    [3, name],
  ]),
  ...body.flat(),
  ...entity('ENDBLK', [[8, '0']]),
]

export const attdef = (x: number, y: number, tag: string, value: string): Group[] =>
  entity('ATTDEF', [
    [8, '0'],
    [10, x],
    [20, y],
    [30, 0],
    [40, 3.5],
    [1, value],
    [3, 'prompt'],
    [2, tag],
    [70, 0],
  ])

/** A DXF from entity and block group lists (each helper above returns one). */
export function buildDxf(
  entities: Group[][],
  blocks: Group[][] = [],
  header: Group[] = [
    [9, '$INSUNITS'],
    [70, 4],
  ],
): Uint8Array {
  const groups: Group[] = [
    [0, 'SECTION'],
    [2, 'HEADER'],
    [9, '$ACADVER'],
    [1, 'AC1015'],
    ...header,
    [0, 'ENDSEC'],
    [0, 'SECTION'],
    [2, 'BLOCKS'],
    ...blocks.flat(),
    [0, 'ENDSEC'],
    [0, 'SECTION'],
    [2, 'ENTITIES'],
    ...entities.flat(),
    [0, 'ENDSEC'],
    [0, 'EOF'],
  ]
  return new TextEncoder().encode(groups.map(([c, v]) => `${String(c).padStart(3)}\n${v}`).join('\n') + '\n')
}
