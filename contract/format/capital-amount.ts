import { Dec } from './decimal.ts'

// An amount of money in Chinese capitals (大写), as an invoice, a cheque or a 报价单 writes it below
// the figures so that no digit can be altered. Pure, so the server and the client can import it.
//
// The form is the one the banks' settlement rules prescribe:
// - a ten at the head of a section keeps its 壹 (壹拾元整, 壹拾伍万元整), never a bare 拾;
// - zeros between two written digits are one 零, wherever they fall: inside a section
//   (壹仟零伍元), across 万 and 亿 (壹亿零壹万元整), and between 元 and 角 or 分 (壹拾元零伍角,
//   壹元零伍分, 壹万元零伍角: the rules allow the 零 there and we always write it); zeros that end
//   the amount are not written (壹仟元整, 壹拾万元整);
// - an amount without 角 and 分 ends in 元整; one with 角 but no 分 ends at 角 (the rules leave 整
//   after 角 optional, and we leave it out); one with 分 never ends in 整;
// - an amount under one yuan starts at its first non-zero digit (壹角, 伍分); zero is 零元整.

const DIGITS = '零壹贰叁肆伍陆柒捌玖'
const PLACES = ['', '拾', '佰', '仟'] as const
const SECTIONS = ['', '万', '亿'] as const

/** The largest amount written: 999,999,999,999.99 (仟亿 is the last section with a name here). */
export const CAPITAL_AMOUNT_MAX = '999999999999.99'

/**
 * `value` (a number, a decimal string or a Dec), rounded half up to fen, in Chinese capitals:
 * 12345.67 → 壹万贰仟叁佰肆拾伍元陆角柒分. A negative amount starts with 负. Throws a RangeError for
 * text that is not an amount or one beyond CAPITAL_AMOUNT_MAX.
 */
export function capitalAmount(value: number | string | Dec): string {
  let amount: Dec
  try {
    amount = new Dec(value)
  } catch {
    throw new RangeError(`Not an amount: ${String(value)}`)
  }
  if (!amount.isFinite()) throw new RangeError(`Not an amount: ${String(value)}`)
  const fen = amount.abs().toDecimalPlaces(2, Dec.ROUND_HALF_UP)
  if (fen.gt(CAPITAL_AMOUNT_MAX)) throw new RangeError(`Beyond ${CAPITAL_AMOUNT_MAX}: ${String(value)}`)
  const [yuan = '0', cents = '00'] = fen.toFixed(2).split('.')
  const sign = amount.isNegative() && !fen.isZero() ? '负' : ''
  return sign + written(yuan, cents)
}

function written(yuan: string, cents: string): string {
  let out = ''
  // A zero seen after a written digit: one 零 goes before the next written digit, if any.
  let zero = false
  const digit = (d: number, unit: string) => {
    if (d === 0) {
      zero = out !== ''
      return
    }
    out += (zero ? '零' : '') + DIGITS[d] + unit
    zero = false
  }
  const top = yuan.length - 1
  for (let i = 0; i <= top; i++) {
    const place = top - i
    digit(Number(yuan[i]), PLACES[place % 4]!)
    // A section's name follows its last digit when any of its four digits is written.
    if (place % 4 === 0 && place > 0 && /[1-9]/.test(yuan.slice(Math.max(0, i - 3), i + 1))) {
      out += SECTIONS[place / 4]
    }
  }
  const [jiao, fen] = [Number(cents[0]), Number(cents[1])]
  if (out !== '') out += '元'
  if (jiao === 0 && fen === 0) return out === '' ? '零元整' : `${out}整`
  digit(jiao, '角')
  digit(fen, '分')
  return out
}
