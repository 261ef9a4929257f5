import { describe, expect, it } from 'vitest'
import { colorIsDark, darken, hexToRGB, isHexColor, lighten, mix, primaryShades } from '../../../src/lib/color.ts'

describe('isHexColor', () => {
  it.each(['#fff', '#FFF', '#165DFF', '#165dff', '#000000', '#a1B2c3'])('accepts %s', (c) => {
    expect(isHexColor(c)).toBe(true)
  })

  it.each([
    '#GGG',
    '#GGGGGG',
    '#ZZZZZZ',
    '#[[[[[[',
    '165DFF',
    '#16',
    '#1234',
    '#12345',
    '#1234567',
    '',
    'red',
    ' #fff',
  ])('rejects %j', (c) => {
    expect(isHexColor(c)).toBe(false)
  })
})

describe('hexToRGB', () => {
  it('converts 6- and 3-digit colours', () => {
    expect(hexToRGB('#165DFF')).toBe('RGB(22,93,255)')
    expect(hexToRGB('#fff')).toBe('RGB(255,255,255)')
  })

  it('adds a truthy opacity, ignores 0', () => {
    expect(hexToRGB('#165DFF', 0.1)).toBe('RGBA(22,93,255,0.1)')
    expect(hexToRGB('#165DFF', 0)).toBe('RGB(22,93,255)')
  })

  it('returns invalid input lower-cased', () => {
    expect(hexToRGB('#GGGGGG')).toBe('#gggggg')
  })
})

describe('colorIsDark', () => {
  it('uses the template weights', () => {
    expect(colorIsDark('#001529')).toBe(true)
    expect(colorIsDark('#ffffff')).toBe(false)
    expect(colorIsDark('#165DFF')).toBe(true)
    // Greys: 0.991·192 = 190.3 < 192 is dark (with 0.587 it would be exactly 192, not dark); 0.991·194 is not.
    expect(colorIsDark('#c0c0c0')).toBe(true)
    expect(colorIsDark('#c2c2c2')).toBe(false)
  })

  it('is undefined for non-hex input', () => {
    expect(colorIsDark('var(--x)')).toBeUndefined()
  })
})

describe('lighten, darken, mix', () => {
  it('shifts every channel by trunc(255·pct/100), clamped', () => {
    expect(lighten('#001529', 6)).toBe('#0f2438')
    expect(lighten('001529', 6)).toBe('#0f2438')
    expect(lighten('#fafafa', 6)).toBe('#ffffff')
    expect(darken('#0f2438', 6)).toBe('#001529')
    expect(darken('#050505', 6)).toBe('#000000')
  })

  it('mixes with the weight as the first colour’s share', () => {
    expect(mix('#ffffff', '#000000', 0.3)).toBe('#4d4d4d')
    expect(mix('#ffffff', '#000000')).toBe('#808080')
  })
})

describe('primaryShades', () => {
  it('matches the template vectors for #165DFF in light mode', () => {
    expect(primaryShades('#165DFF', false)).toEqual({
      light3: '#5c8eff',
      light5: '#8baeff',
      light7: '#b9ceff',
      light8: '#d0dfff',
      light9: '#e8efff',
      dark2: '#457dff',
    })
  })

  it('matches the template vectors for #165DFF in dark mode', () => {
    expect(primaryShades('#165DFF', true)).toEqual({
      light3: '#0f41b3',
      light5: '#0b2f80',
      light7: '#071c4d',
      light8: '#041333',
      light9: '#020919',
      dark2: '#124acc',
    })
  })
})
