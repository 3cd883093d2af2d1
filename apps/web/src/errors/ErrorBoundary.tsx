import { Component, Suspense, type ErrorInfo, type ReactNode } from "react";
import { ErrorScreen } from "./ErrorScreen.tsx";

interface State {
  readonly error: Error | null;
}

/** Last line of defence: a render crash anywhere shows a way out instead of a blank page. */
export class ErrorBoundary extends Component<{ readonly children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Unhandled error in the interface", error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      // Its own boundary: the screen's catalogue may still be on its way when the crash happens.
      return (
        <Suspense fallback={null}>
          <ErrorScreen error={this.state.error} onTryAgain={() => this.setState({ error: null })} />
        </Suspense>
      );
    }
    return this.props.children;
  }
}
