import { z } from 'zod'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { pagedOf, paged, type Paged } from '../../../contract/envelope.ts'

// The server's schema (zod, for validation and OpenAPI) and the client's zod-free interface
// (wire.ts, in the first load) describe one paged list: `npm run typecheck` fails if they part.

describe('the paged list shape', () => {
  it('is the same in the route schema and in the wire interface', () => {
    expectTypeOf<z.infer<ReturnType<typeof pagedOf<z.ZodNumber>>>>().toEqualTypeOf<Paged<number>>()
  })

  it('is what the server builds, with the derived fields, and the schema accepts it', () => {
    const page = paged([3, 4], 2, 2, 5)
    expect(pagedOf(z.number()).parse(page)).toEqual({
      rows: [3, 4],
      pageIndex: 2,
      pageSize: 2,
      totalCount: 5,
      totalPages: 3,
      hasPreviousPage: true,
      hasNextPage: true,
    })
  })
})
