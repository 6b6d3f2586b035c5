import { Component, type ReactNode } from 'react';
import { RouteError } from '../../features/ui/RouteError';

interface State {
  error: unknown;
}

/** A screen that throws (or whose module fails to load) shows the route error, not a blank page. */
export class RouteBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('unknown') };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}
