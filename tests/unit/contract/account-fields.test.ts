import { describe, expect, it } from 'vitest'
import { PHONE_LENGTH, PHONE_PATTERN, SMS_CODE_MAX, SMS_CODE_PATTERN } from '../../../contract/account-fields.ts'

// The inputs stop at these lengths: a length shorter than the rule would refuse valid input, a
// longer one lets the user type what the rule then refuses.
describe('input lengths agree with the rules they stop at', () => {
  it('a phone input holds exactly the digits of a valid number', () => {
    expect(PHONE_PATTERN.test('1' + '3'.repeat(PHONE_LENGTH - 1))).toBe(true)
    expect(PHONE_PATTERN.test('1' + '3'.repeat(PHONE_LENGTH))).toBe(false)
  })

  it('an SMS code input holds the longest code the server accepts', () => {
    expect(SMS_CODE_PATTERN.test('9'.repeat(SMS_CODE_MAX))).toBe(true)
    expect(SMS_CODE_PATTERN.test('9'.repeat(SMS_CODE_MAX + 1))).toBe(false)
  })
})
