import { describe, expect, it } from 'vitest';
import {
    ACTIVITY_ACTIONS,
    ACTIVITY_STATUSES,
    ACTIVITY_TRANSITIONS,
    activityStatusOf,
    activityWriteErrors,
    allowedActions,
    statusAfter,
    timeStatus,
} from '../../../resources/kit/activityStatus';
import { en as englishText, enTexts } from './texts';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const range = (start: string, end: string) => ({ startTime: start, endTime: end });

describe('the activity status model', () => {
    it('offers exactly the actions its table allows from each status', () => {
        expect(Object.fromEntries(ACTIVITY_STATUSES.map(status => [status, allowedActions(status)]))).toEqual({
            not_started: ['view', 'edit', 'delete', 'copy'],
            in_progress: ['view', 'pause', 'end', 'copy'],
            paused: ['view', 'edit', 'restart', 'end', 'copy'],
            ended: ['view', 'delete', 'copy'],
        });
    });

    it('refuses every other transition (12 refused pairs of action and status)', () => {
        const refused = ACTIVITY_ACTIONS.flatMap(action =>
            ACTIVITY_STATUSES.filter(status => !allowedActions(status).includes(action)).map(status => `${action}:${status}`),
        );
        expect(refused).toEqual([
            'edit:in_progress',
            'edit:ended',
            'pause:not_started',
            'pause:paused',
            'pause:ended',
            'restart:not_started',
            'restart:in_progress',
            'restart:ended',
            'end:not_started',
            'end:ended',
            'delete:in_progress',
            'delete:paused',
        ]);
    });

    it("shows the spec's toasts", () => {
        expect(Object.fromEntries(Object.entries(ACTIVITY_TRANSITIONS).map(([action, rule]) => [action, rule.toastKey && englishText(rule.toastKey)]))).toEqual({
            view: undefined,
            edit: undefined,
            pause: 'Paused successfully',
            restart: 'Restarted successfully',
            end: 'Ended successfully',
            delete: 'Deleted successfully',
            copy: 'Operation successful',
        });
    });

    it('derives the status from the time range, keeping paused and ended', () => {
        expect(timeStatus(range('2026-11-24T00:00:00Z', '2026-11-30T00:00:00Z'), NOW)).toBe('not_started');
        expect(timeStatus(range('2026-11-20T00:00:00Z', '2026-11-30T00:00:00Z'), NOW)).toBe('in_progress');
        expect(timeStatus(range('2026-11-01T00:00:00Z', '2026-11-22T00:00:00Z'), NOW)).toBe('ended');
        expect(activityStatusOf({ ...range('2026-11-20T00:00:00Z', '2026-11-30T00:00:00Z'), status: 'paused' }, NOW)).toBe('paused');
        // Ended by the action stays ended even while the time range still runs.
        expect(activityStatusOf({ ...range('2026-11-20T00:00:00Z', '2026-11-30T00:00:00Z'), status: 'ended' }, NOW)).toBe('ended');
        // A stored status the clock has overtaken follows the clock.
        expect(activityStatusOf({ ...range('2026-11-20T00:00:00Z', '2026-11-30T00:00:00Z'), status: 'not_started' }, NOW)).toBe('in_progress');
    });

    it('pause holds, restart returns to the time range, end holds', () => {
        const running = { ...range('2026-11-20T00:00:00Z', '2026-11-30T00:00:00Z'), status: 'paused' };
        expect(statusAfter('pause', running, NOW)).toBe('paused');
        expect(statusAfter('restart', running, NOW)).toBe('in_progress');
        expect(statusAfter('restart', { ...running, endTime: '2026-11-21T00:00:00Z' }, NOW)).toBe('ended');
        expect(statusAfter('end', running, NOW)).toBe('ended');
    });

    it('refuses writes that end before they start, set a held status, or edit a running activity', () => {
        const text = enTexts;
        expect(text(activityWriteErrors(range('2026-12-02T00:00:00Z', '2026-12-01T00:00:00Z')))).toEqual({
            endTime: 'The end time must be after the start time',
        });
        expect(text(activityWriteErrors({ ...range('2026-12-01T00:00:00Z', '2026-12-02T00:00:00Z'), status: 'paused' }))).toEqual({
            status: 'The status changes only through the pause, restart and end actions',
        });
        const running = { ...range('2020-01-01T00:00:00Z', '2099-01-01T00:00:00Z'), status: 'in_progress' };
        expect(text(activityWriteErrors({ ...running, name: 'changed' }, running))).toEqual({
            status: 'Only an activity not yet started or paused can be edited',
        });
        const paused = { ...running, status: 'paused' };
        expect(text(activityWriteErrors({ ...paused, status: 'in_progress' }, paused))).toEqual({
            status: 'The status changes only through the pause, restart and end actions',
        });
        expect(activityWriteErrors({ ...paused, name: 'changed' }, paused)).toEqual({});
    });
});
