import { Component, type ReactNode } from 'react';

type Props = { children: ReactNode; fallback: ReactNode; onError: (error: unknown) => void };

/** Catches a render error inside a remote's page so it never blanks the rest of the site. */
export class IslandErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
