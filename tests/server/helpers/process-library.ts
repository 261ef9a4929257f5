import type { ProcessLibrary } from '../../../contract/process-library.ts'
import type { TestContext } from './context.ts'
import { json } from './quoting.ts'

/** A valid create body of each library, with the code given. */
export const SAMPLE: Record<ProcessLibrary, (code: string) => Record<string, unknown>> = {
  crafts: (code) => ({
    code,
    nameZh: '测试粗铣',
    stage: 'rough-milling',
    seq: 60,
    equipmentTypes: ['vmc3'],
    toolTypes: ['end-mill'],
    timeBasis: 'rough',
    timeFactor: 1,
  }),
  equipment: (code) => ({
    code,
    name: '测试立加',
    type: 'vmc3',
    travelX: 800,
    travelY: 500,
    travelZ: 500,
    axes: 3,
    maxRpm: 12000,
    hourlyRate: 120,
    workshop: '测试车间',
  }),
  tools: (code) => ({ code, name: '测试钻头', type: 'drill', diameter: 6.8, suitableMaterials: ['Al', 'steel'] }),
}

export const libraryUrl = (library: ProcessLibrary, rest = '') => `/api/process-library/${library}${rest}`

/** Creates a row as `token` and answers its id (fails the test on refusal). */
export async function createRow(ctx: TestContext, token: string, library: ProcessLibrary, code: string) {
  const res = await json(ctx, token, 'POST', libraryUrl(library), SAMPLE[library](code))
  if (res.statusCode !== 200) throw new Error(`create ${library} ${code}: ${res.body}`)
  return res.json().data.id as number
}
