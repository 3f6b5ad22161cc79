import { Component, type ReactNode } from 'react'

interface Props {
  /** Rendered instead of the children once they have thrown. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Catches a remote page that throws while rendering, so the rest of the dashboard keeps working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError (): State {
    return { failed: true }
  }

  override componentDidCatch (error: unknown): void {
    console.error('A remote page failed while rendering', error)
  }

  private readonly retry = () => this.setState({ failed: false })

  override render (): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children
  }
}
