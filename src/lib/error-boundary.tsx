import { Component, type ReactNode } from 'react'

interface Props {
  /** Called once with the error that stopped the subtree (a failed chunk import, a WebGL failure). */
  onError: (error: Error) => void
  children: ReactNode
}

/** Keeps a failing subtree (a viewer, a drawing) from taking the whole element down: the caller shows the error instead. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: Error) {
    this.props.onError(error)
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}
