import type { FieldErrors } from './types';

/**
 * A rule's errors as react-admin's form validator wants them. A rule may name an input inside a list of a JSON field
 * by its path (`modules.2.image`: the third module's picture), as the mock's refusal does; react-hook-form finds a
 * form error by walking the path, so such an error is given nested (`{ modules: [, , { image }] }`). Errors of
 * plain fields pass as they are.
 */
export const nestFieldErrors = (errors: FieldErrors): Record<string, unknown> => {
    const nested: Record<string, unknown> = {};
    for (const [path, error] of Object.entries(errors)) {
        const keys = path.split('.');
        let node: Record<string, unknown> = nested;
        keys.slice(0, -1).forEach((key, index) => {
            const child = node[key];
            if (typeof child !== 'object' || child === null) node[key] = /^\d+$/.test(keys[index + 1]) ? [] : {};
            node = node[key] as Record<string, unknown>;
        });
        node[keys[keys.length - 1]] ??= error;
    }
    return nested;
};
