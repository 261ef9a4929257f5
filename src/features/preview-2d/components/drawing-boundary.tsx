import { Component, type ReactNode } from 'react'

interface Props {
  /** Called with the error that stopped the drawing (a failed chunk import, a render failure). */
  onError: (error: Error) => void
  children: ReactNode
}

/** Keeps a failing drawing from taking the element down: the stage shows the error instead. */
export class DrawingBoundary extends Component<Props, { failed: boolean }> {
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
