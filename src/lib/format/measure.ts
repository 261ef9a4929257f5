import { $locale } from '../i18n/index.ts'

// Measured sizes as a machinist reads them: lengths to the hundredth, angles to a tenth or hundredth
// of a degree, in the reader's number style.

/** A length with two decimals and its unit: "9.53 mm". */
export const lengthText = (value: number, units: string): string =>
  `${value.toLocaleString($locale.get(), { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${units}`

/** An angle in degrees with one or two decimals: "45.0°", "22.75°". */
export const angleText = (degrees: number): string =>
  `${degrees.toLocaleString($locale.get(), { minimumFractionDigits: 1, maximumFractionDigits: 2 })}°`
