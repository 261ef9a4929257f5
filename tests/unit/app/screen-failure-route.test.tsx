import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { useScreenFailure } from '../../../src/app/router/use-screen-failure.ts'
import { $screenFailure, reportScreenFailure } from '../../../src/lib/stores/screen-failure.ts'
import { ApiError } from '../../../src/lib/api/errors.ts'
import { mountRoot } from '../support/render.tsx'

function Probe() {
  useScreenFailure()
  return null
}

const httpError = (status: number) => new ApiError('no', 'http', { status })
let mounted: ReturnType<typeof mountRoot>

async function openAt(path: string) {
  const memory = memoryLocation({ path, record: true })
  mounted = mountRoot()
  await mounted.render(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <Probe />
    </Router>,
  )
  return memory
}

beforeEach(() => $screenFailure.set(null))
afterEach(() => mounted.unmount())

describe('the app opens an error page when a screen cannot load', () => {
  it('a refused screen opens /403 in place of the screen', async () => {
    const memory = await openAt('/quote-order/detail?id=3')
    await act(async () => void reportScreenFailure(httpError(403)))
    expect(memory.history).toEqual(['/403'])
  })

  it('a server failure opens /500, which can open the failed screen again', async () => {
    const memory = await openAt('/quote-order/detail?id=3')
    await act(async () => void reportScreenFailure(httpError(500)))
    expect(memory.history).toEqual([`/500?redirect=${encodeURIComponent('/quote-order/detail?id=3')}`])
  })

  it('a failure reported before the app was shown (an element on the host page) does not move it', async () => {
    reportScreenFailure(httpError(500))
    const memory = await openAt('/ai-guide')
    expect(memory.history).toEqual(['/ai-guide'])
  })
})
