import { describe, expect, it } from 'vitest'
import { expectParity } from '../support/locale-tree.ts'
import en from '../../../locales/legal/en.json'
import zhCN from '../../../locales/legal/zh-CN.json'

describe('legal texts (loaded with the agreement and privacy pages)', () => {
  it('have the same non-empty keys in both languages', () => {
    expectParity(en, zhCN)
  })

  it('hold each page’s date line and introduction', () => {
    for (const page of [en.agreement, en.privacy, zhCN.agreement, zhCN.privacy]) {
      expect(page.updated).toBeTruthy()
      expect(page.intro).toBeTruthy()
    }
  })
})
