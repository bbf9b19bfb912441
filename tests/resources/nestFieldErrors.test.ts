import { describe, expect, it } from 'vitest';
import { nestFieldErrors } from '../../resources/kit/nestFieldErrors';

/** A rule's error at an input inside a list (an app home version's modules) reaches react-hook-form where it looks. */
describe('nestFieldErrors', () => {
    it('nests an error named by a path into lists and objects, and keeps plain fields as they are', () => {
        const floor = { message: 'resources.app-home-modules.validation.floor_spus', args: { min: 1, max: 20 } };
        const nested = nestFieldErrors({ pageName: 'ra.validation.required', 'modules.2.spuIds': floor, 'modules.2.jumpType': 'ra.validation.required', 'modules.0.image': 'x' });
        expect(nested.pageName).toBe('ra.validation.required');
        const modules = nested.modules as Record<string, unknown>[];
        expect(Array.isArray(modules)).toBe(true);
        expect(modules[0]).toEqual({ image: 'x' });
        expect(1 in modules).toBe(false);
        expect(modules[2]).toEqual({ spuIds: floor, jumpType: 'ra.validation.required' });
    });

    it('leaves a record without path errors unchanged', () => {
        expect(nestFieldErrors({})).toEqual({});
        expect(nestFieldErrors({ endTime: 'resources.kit.activity.end_before_start' })).toEqual({ endTime: 'resources.kit.activity.end_before_start' });
    });
});
