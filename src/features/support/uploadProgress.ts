import { useSyncExternalStore } from 'react';

/**
 * How far each running upload is (0 to 1), by a key the page chooses ('comment:<uid>',
 * 'new-chat'). Kept outside Redux: progress events come many times a second and are of no
 * interest once the upload is over.
 */
const progress = new Map<string, number>();
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

export const uploadProgress = {
  set(key: string, fraction: number): void {
    progress.set(key, fraction);
    notify();
  },
  clear(key: string): void {
    if (progress.delete(key)) notify();
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The upload's progress, or null when none is running under that key. */
export function useUploadProgress(key: string): number | null {
  return useSyncExternalStore(
    subscribe,
    () => progress.get(key) ?? null,
    () => null,
  );
}
