import Decimal from 'decimal.js'

/** Default significant digits for money arithmetic. */
const DECIMAL_PRECISION = 20

/**
 * A private decimal.js constructor: configuring the shared `Decimal` would change the numbers
 * of any other code on the host page that uses decimal.js.
 */
export const Dec = Decimal.clone({ precision: DECIMAL_PRECISION, rounding: Decimal.ROUND_HALF_UP })

/** A value of the configured decimal constructor. */
export type Dec = InstanceType<typeof Dec>
