import { whenIdle } from '@/lib/whenIdle';
import type { createAppRouter } from './createAppRouter';

type AppRouter = ReturnType<typeof createAppRouter>;
type RouterState = AppRouter['state'];

/**
 * Lets the browser run between two steps of the start: evaluating every module of the first
 * screen is one task already, and what follows need not lengthen it. `scheduler.yield` where the
 * browser has it, else a new task.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve));
}

/** Runs `task` once the router's state passes `reached`: at once when it already does. */
export function whenRouter(
  router: AppRouter,
  reached: (state: RouterState) => boolean,
  task: () => void,
): void {
  if (reached(router.state)) {
    task();
    return;
  }
  const unsubscribe = router.subscribe((state) => {
    if (!reached(state)) return;
    unsubscribe();
    task();
  });
}

/** Runs `task` once the router has shown its first route and the page is idle. */
export function afterFirstScreen(router: AppRouter, task: () => void): void {
  whenRouter(
    router,
    (state) => state.initialized && state.navigation.state === 'idle',
    () => whenIdle(task),
  );
}
