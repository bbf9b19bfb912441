import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from './errorLogStore';
import { ErrorLogFallback } from './ErrorLogFallback';

export interface ErrorLogBoundaryProps {
    /** Names the guarded part in the error log (its "component" column). */
    name: string;
    /** A change of this value (the screen's path) drops a failure, so going elsewhere draws the children anew. */
    resetKey?: unknown;
    children?: ReactNode;
}

interface State {
    failed: boolean;
}

/**
 * Catches render errors of its children, adds them to the error log (component = `name`, info = the React component
 * stack) and shows a small fallback whose retry button renders the children again.
 */
export class ErrorLogBoundary extends Component<ErrorLogBoundaryProps, State> {
    state: State = { failed: false };

    static getDerivedStateFromError(): State {
        return { failed: true };
    }

    componentDidCatch(error: unknown, info: ErrorInfo): void {
        reportError({ error, component: this.props.name, info: info.componentStack ?? undefined });
    }

    componentDidUpdate(previous: ErrorLogBoundaryProps): void {
        if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
    }

    private retry = () => this.setState({ failed: false });

    render(): ReactNode {
        return this.state.failed ? <ErrorLogFallback onRetry={this.retry} /> : this.props.children;
    }
}
