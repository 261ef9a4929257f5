import { z } from 'zod'

/**
 * Validates input assembled by hand (e.g. body merged with query) and fails exactly like a
 * schema-validated route, so the caller gets the same field-naming 400 envelope.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const error = new Error('validation failed') as Error & Record<string, unknown>
  error.validation = result.error.issues.map((issue) => ({
    keyword: issue.code,
    instancePath: `/${issue.path.join('/')}`,
    params: issue,
  }))
  error.validationContext = 'body'
  error.validationSource = input
  error.statusCode = 400
  throw error
}
