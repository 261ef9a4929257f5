import { useEffect, useRef } from 'react'
import { useLocation, useSearch } from 'wouter'
import { $screenFailure } from '../../lib/stores/screen-failure.ts'
import { paths, serverErrorHref } from '../../lib/paths.ts'

/**
 * Opens /403 when the server refuses the data of the screen on show, /500 (which can open that
 * screen again) when it fails. Only failures reported while the app is mounted count: one left
 * over from an element on the host page does not move the app. The failing screen's history
 * entry is replaced, so "back" leads to where the user was before it.
 */
export function useScreenFailure(): void {
  const [path, navigate] = useLocation()
  const search = useSearch()
  const here = useRef('')
  here.current = search ? `${path}?${search}` : path
  useEffect(
    () =>
      $screenFailure.listen((failure) => {
        if (!failure) return
        navigate(failure.kind === 'forbidden' ? paths.forbidden : serverErrorHref(here.current), { replace: true })
      }),
    [],
  )
}
