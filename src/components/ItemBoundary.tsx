import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What shows in the item's place when it fails to render. */
  fallback: (error: Error) => ReactNode;
  /** A new value (a fresh copy of the item's data) tries rendering again. */
  resetKey: unknown;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

/**
 * Keeps one item's failure to itself: a status or notification that cannot render shows a
 * notice in its place, and the list around it keeps working.
 */
export class ItemBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
