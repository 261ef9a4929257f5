import { ErrorPage } from './error-page.tsx'

/** The /403 page: the server refused the user an action. */
export function ForbiddenPage() {
  return <ErrorPage code="403" message="error.forbidden" testId="forbidden" />
}
