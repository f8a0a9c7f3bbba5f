// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { createAppRouter } from './createAppRouter';
import { whenRouter } from './startup';

type AppRouter = ReturnType<typeof createAppRouter>;

/** A router stand-in: a state, and subscribers told of each new one. */
function fakeRouter(initialized: boolean) {
  const listeners = new Set<(state: AppRouter['state']) => void>();
  const router = {
    state: { initialized } as AppRouter['state'],
    subscribe(listener: (state: AppRouter['state']) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const emit = (next: boolean) => {
    router.state = { initialized: next } as AppRouter['state'];
    for (const listener of [...listeners]) listener(router.state);
  };
  return { router: router as unknown as AppRouter, emit, listeners };
}

describe('whenRouter', () => {
  it('runs at once when the state already passes', () => {
    const { router, listeners } = fakeRouter(true);
    const task = vi.fn();
    whenRouter(router, (state) => state.initialized, task);
    expect(task).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
  });

  it('waits for the state, runs once, and stops listening', () => {
    const { router, emit, listeners } = fakeRouter(false);
    const task = vi.fn();
    whenRouter(router, (state) => state.initialized, task);
    emit(false);
    expect(task).not.toHaveBeenCalled();
    emit(true);
    emit(true);
    expect(task).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
  });
});
