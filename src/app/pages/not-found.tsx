import { ErrorPage } from './error-page.tsx'

/** The /404 page: unknown paths and routes the user's role may not open. */
export function NotFoundPage() {
  return <ErrorPage code="404" art="notFound" testId="not-found" />
}
