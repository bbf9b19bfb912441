import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from './errorLogStore';
import { ErrorLogFallback } from './ErrorLogFallback';

export interface ErrorLogBoundaryProps {
    /** Names the guarded part in the error log (its "component" column). */
    name: string;
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

    private retry = () => this.setState({ failed: false });

    render(): ReactNode {
        return this.state.failed ? <ErrorLogFallback onRetry={this.retry} /> : this.props.children;
    }
}
