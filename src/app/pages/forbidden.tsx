import { ErrorPage } from './error-page.tsx'

/** The /403 page: the server refused the user the data of the screen they opened. */
export function ForbiddenPage() {
  return <ErrorPage code="403" art="forbidden" testId="forbidden" />
}
