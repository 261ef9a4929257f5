/** Rates are stored as fractions (0.13); a reader expects a percentage (13 %). */
export const percentText = (value: unknown): string => `${Number((Number(value) * 100).toFixed(2))} %`

/** A surcharge or a reduction: "+30 %", "-5 %". */
export const signedPercentText = (value: unknown): string => `${Number(value) > 0 ? '+' : ''}${percentText(value)}`
