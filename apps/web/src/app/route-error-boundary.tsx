import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteError } from '../components/route-error';

interface Props {
  children: ReactNode;
  /** The page's location key: a navigation clears the error, as the data router's errorElement did. */
  resetKey: string;
}

interface State {
  failed: boolean;
  error: unknown;
  resetKey: string;
}

/** Shows RouteError instead of a blank page when a screen fails to render or its script to load. */
class Boundary extends Component<Props, State> {
  override state: State = { failed: false, error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey
      ? null
      : { failed: false, error: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** Around every route: a failure shows what happened with a Reload, until the next navigation. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <Boundary resetKey={key}>{children}</Boundary>;
}
