import type { ReactNode } from 'react';
import { useGrantedCode } from './useGrantedCode';

export interface GrantedOnlyProps {
    /** The resource code (frontendCode) the children need. */
    code: string;
    children?: ReactNode;
    /** Rendered instead of the children when the code is not granted; nothing by default. */
    fallback?: ReactNode;
}

/** showBtn (spec section 5): renders its children only when the resource code is granted. */
export const GrantedOnly = ({ code, children, fallback = null }: GrantedOnlyProps) =>
    useGrantedCode(code) ? <>{children}</> : <>{fallback}</>;
