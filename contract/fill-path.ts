// Route paths are written once, with `:name` segments, for the server's route registration and the
// client's call alike; the client fills the segments in with this.

/** The `:name` segments of a route path, as a union of names. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/** A route path with each `:name` segment replaced by its value, URL-encoded. */
export function fillPath<P extends string>(path: P, params: Record<PathParams<P>, string | number>): string {
  const values = params as Record<string, string | number>
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(values[name])))
}
