import { describe, expect, it, vi } from 'vitest';
import { createListeners, createStore } from '../../base/session/store';

describe('createStore', () => {
    it('tells its listeners the new value until they unsubscribe', () => {
        const store = createStore(1);
        const listener = vi.fn();
        const unsubscribe = store.subscribe(listener);
        store.set(2);
        expect(store.get()).toBe(2);
        expect(listener).toHaveBeenCalledWith(2);

        unsubscribe();
        store.set(3);
        expect(store.get()).toBe(3);
        expect(listener).toHaveBeenCalledTimes(1);
    });

    it('does not notify when set to the value it already holds', () => {
        const value = { a: 1 };
        const store = createStore(value);
        const listener = vi.fn();
        store.subscribe(listener);
        store.set(value);
        expect(listener).not.toHaveBeenCalled();
        store.set({ a: 1 });
        expect(listener).toHaveBeenCalledTimes(1);
    });
});

describe('createListeners', () => {
    it('watches its source only while someone listens', () => {
        const unwatch = vi.fn();
        const watch = vi.fn(() => unwatch);
        const changes = createListeners<[string]>(watch);
        const first = vi.fn();
        const second = vi.fn();

        const unsubscribeFirst = changes.subscribe(first);
        const unsubscribeSecond = changes.subscribe(second);
        expect(watch).toHaveBeenCalledTimes(1);
        changes.notify('x');
        expect(first).toHaveBeenCalledWith('x');
        expect(second).toHaveBeenCalledWith('x');

        unsubscribeFirst();
        unsubscribeFirst();
        expect(unwatch).not.toHaveBeenCalled();
        unsubscribeSecond();
        expect(unwatch).toHaveBeenCalledTimes(1);

        changes.subscribe(first);
        expect(watch).toHaveBeenCalledTimes(2);
    });
});
