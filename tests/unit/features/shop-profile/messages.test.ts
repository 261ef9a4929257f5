import { describe, expect, it } from 'vitest'
import { expectParity } from '../../support/locale-tree.ts'
import en from '../../../../locales/shop-profile/en.json'
import zhCN from '../../../../locales/shop-profile/zh-CN.json'
import { SHOP_IMAGE_KINDS, SHOP_TEXT_FIELDS } from '../../../../contract/shop-profile.ts'

describe('shop profile messages (loaded with the screen)', () => {
  it('have the same non-empty keys in both languages', () => {
    expectParity(en, zhCN)
  })

  it('name every text field and image of the contract', () => {
    for (const f of SHOP_TEXT_FIELDS) expect(en.shopProfile.field[f]).toBeTruthy()
    for (const k of SHOP_IMAGE_KINDS) expect(en.shopProfile.image[k]).toBeTruthy()
  })
})
