import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import '../../../../src/features/quote-order/messages.ts'
import { OrderLine } from '../../../../src/features/quote-order/components/order-line.tsx'
import { setLocale } from '../../../../src/lib/i18n/index.ts'
import { mountRoot, stubIconFetch } from '../../support/render.tsx'
import { resetState } from '../../support/reset.ts'
import { line, order } from './support.ts'

// An order line froze its material and treatments as keys (AL6061, BLACK_OXIDE, QT) and the
// configuration's seeded name: the English screen read 铝合金 6061 … 默认报价配置 v1 or the codes.
// Each is named in the reader's words; a material the shop added is shown by its key.

const frozen = line({
  material: 'AL6061',
  surfaceTreatments: ['SANDBLAST', 'BLACK_OXIDE'],
  heatTreatments: ['QT'],
  configName: '默认报价配置',
  configVersion: 1,
})

describe('an order line’s names', () => {
  const view = mountRoot()
  const attributes = () => view.host.querySelector('.qe-qo-attributes')?.textContent ?? ''
  beforeEach(() => {
    resetState()
    stubIconFetch()
  })
  afterEach(async () => {
    await view.render(null)
    vi.unstubAllGlobals()
  })

  it('names the seeded material, treatments and configuration in Chinese and in English', async () => {
    await view.render(<OrderLine order={order({ lines: [frozen] })} line={frozen} />)
    expect(attributes()).toContain('铝合金 6061')
    expect(attributes()).toContain('喷砂、发黑')
    expect(attributes()).toContain('调质')
    expect(attributes()).toContain('默认报价配置')
    await act(async () => setLocale('en'))
    expect(attributes()).toContain('Aluminium 6061')
    expect(attributes()).toContain('Sandblasting, Black oxide')
    expect(attributes()).toContain('Quench and temper')
    expect(attributes()).toContain('Default quote configuration')
    expect(attributes()).not.toMatch(/[\u4e00-\u9fff]|AL6061|BLACK_OXIDE/)
  })

  it('shows a material the shop added, and a configuration it named, as they are', async () => {
    const own = line({ material: 'DIE-STEEL', configName: '大客户配置' })
    setLocale('en')
    await view.render(<OrderLine order={order({ lines: [own] })} line={own} />)
    expect(attributes()).toContain('DIE-STEEL')
    expect(attributes()).toContain('大客户配置')
  })
})
