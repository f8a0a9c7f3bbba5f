/**
 * Runs `task` once the page is idle (within `timeoutMs`), or in a new task where the browser
 * cannot tell idleness. For work that must not lengthen what the page is doing now.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: timeoutMs });
  else setTimeout(task);
}
