import { afterEach, describe, expect, it } from 'vitest'
import enumsEn from '../../../../locales/enums/en.json'
import { SEEDED_ROLES } from '../../../../contract/route-table.ts'
import { defaultQuoteConfig } from '../../../../server/engine/pricing/default-config.ts'
import { setLocale } from '../../../../src/lib/i18n/index.ts'
import { seededName } from '../../../../src/lib/i18n/seeded-name.ts'
import enumsZhCN from '../../../../locales/enums/zh-CN.json'

// A seeded row keeps its stored (Chinese) name; the screens show the catalogue's label of its key
// in the reader's language while the name is still the seeded one, and a name somebody typed as typed.

afterEach(() => setLocale('zh-CN'))

const config = defaultQuoteConfig()
const SEEDED = [
  ...config.material.items.map((m) => ['materialName', m.key, m.name ?? ''] as const),
  ...config.treatment.items.map((m) => ['treatmentName', m.key, m.name ?? ''] as const),
  ...SEEDED_ROLES.map((code) => ['roleName', code, enumsZhCN.enums.roleName[code] ?? code] as const),
]

describe('seeded names', () => {
  it('reads every seeded material, treatment and role in English, and as stored in Chinese', () => {
    for (const [kind, key, stored] of SEEDED) {
      setLocale('en')
      const english = (enumsEn.enums[kind] as Record<string, string>)[key] ?? ''
      expect(seededName(kind, key, stored), `${kind}.${key}`).toBe(english)
      expect(english, `${kind}.${key}`).not.toMatch(/[\u4e00-\u9fff]/)
      setLocale('zh-CN')
      expect(seededName(kind, key, stored), `${kind}.${key}`).toBe(stored)
    }
  })

  it('shows a name somebody changed as they typed it, in either language', () => {
    setLocale('en')
    expect(seededName('materialName', 'AL6061', '6061 板料（客户来料）')).toBe('6061 板料（客户来料）')
    expect(seededName('roleName', 'Auditor', '报价员')).toBe('报价员')
    expect(seededName('materialName', 'MY-ALLOY', '铝合金 6061')).toBe('铝合金 6061')
  })

  it('names the default configuration, and its earlier seeded description, in the reader’s words', () => {
    setLocale('en')
    expect(seededName('seededConfig', 'name', '默认报价配置')).toBe('Default quote configuration')
    expect(seededName('seededConfig', 'description', '出厂默认参数')).toBe('Factory defaults')
    expect(seededName('seededConfig', 'description', 'the engine’s factory defaults')).toBe('Factory defaults')
    setLocale('zh-CN')
    expect(seededName('seededConfig', 'description', 'the engine’s factory defaults')).toBe('出厂默认参数')
    expect(seededName('seededConfig', 'name', '大客户配置')).toBe('大客户配置')
  })
})
