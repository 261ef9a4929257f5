import { afterEach, describe, expect, it } from 'vitest'
import { USER_SLOT, UserText } from '../../../src/lib/i18n/user-text.tsx'
import { mountRoot } from '../support/render.tsx'

// A user's words inside the product's sentence keep the sentence's wording and are marked as
// theirs, so a page translator leaves them alone.

let mounted: ReturnType<typeof mountRoot>
afterEach(async () => mounted.unmount())

describe('UserText', () => {
  it('puts the user’s words where the sentence has its slot, marked translate="no"', async () => {
    mounted = mountRoot()
    await mounted.render(
      <UserText sentence={`原因：${USER_SLOT}。`} slot={USER_SLOT}>
        Batch price
      </UserText>,
    )
    expect(mounted.host.textContent).toBe('原因：Batch price。')
    expect(mounted.host.querySelector('[translate="no"]')?.textContent).toBe('Batch price')
  })

  it('marks the words alone when there is no sentence', async () => {
    mounted = mountRoot()
    await mounted.render(<UserText>bracket-v2</UserText>)
    expect(mounted.host.innerHTML).toBe('<span translate="no">bracket-v2</span>')
  })
})
