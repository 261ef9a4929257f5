import { ErrorPage } from './error-page.tsx'

/** The /500 page: the server failed. */
export function ServerErrorPage() {
  return <ErrorPage code="500" message="error.serverError" testId="server-error" />
}
