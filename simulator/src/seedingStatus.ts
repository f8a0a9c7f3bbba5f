/**
 * Whether the in-page simulator is filling its database (a fresh browser's first visit, a
 * reset): requests that read what is not in yet wait meanwhile, so the Simulator button says so
 * (ui/SimulatorMenu.tsx). Set by browser.ts around the store's seeding.
 */
type Listener = () => void;

let preparing = false;
const listeners = new Set<Listener>();

export const seedingStatus = {
  preparing: (): boolean => preparing,
  set(value: boolean): void {
    if (value === preparing) return;
    preparing = value;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** Runs `seeding` with the status set while it is under way. */
export async function whilePreparing<T>(seeding: () => Promise<T>): Promise<T> {
  seedingStatus.set(true);
  try {
    return await seeding();
  } finally {
    seedingStatus.set(false);
  }
}
