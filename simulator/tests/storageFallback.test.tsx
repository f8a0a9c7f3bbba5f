import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_NOTICES, withMemoryFallback } from '@simulator/db/persistence/fallback';
import { memoryPersistence } from '@simulator/db/persistence/memory';
import type { Persistence } from '@simulator/db/persistence/types';
import { ACCOUNT_COLLECTIONS } from '@simulator/db/schema';
import { openLazyStore } from '@simulator/db/store';
import { simulatorServer } from '@simulator/node';
import { freshSeed } from '@simulator/seed';
import { StorageNotice } from '@simulator/ui/StorageNotice';
import { runSimulatorServer } from '@simulator/testing/helpers';

runSimulatorServer();

/** A stored database that cannot be opened, as a browser with storage disabled answers. */
function unreadable(): Persistence {
  const broken = memoryPersistence();
  broken.readMeta = () => Promise.reject(new DOMException('The operation failed', 'UnknownError'));
  return broken;
}

describe('the stored database cannot be opened', () => {
  it('runs on a fresh database in memory and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const persistence = withMemoryFallback(unreadable());
    const seedInto = vi.fn(async (meta) => persistence.replaceAll(freshSeed(), meta));
    const store = openLazyStore(persistence, { seedInto });
    await store.ready(ACCOUNT_COLLECTIONS);
    expect(seedInto).toHaveBeenCalledOnce();
    expect(persistence.usingMemory()).toBe(true);
    expect(store.users.find((u) => u.email === 'owner@demo.test')).toBeDefined();
    expect(persistence.status()).toEqual({
      persistence: 'memory',
      notice: STORAGE_NOTICES.unreadable,
    });
    // Writes go on, to memory.
    store.users.update(1, { first_name: 'Kept' });
    await store.flush();
    expect(store.users.get(1)!.first_name).toBe('Kept');
  });

  it('keeps the stored database when it opens, and tells of a blocked upgrade until it clears', async () => {
    const persistence = withMemoryFallback(memoryPersistence(freshSeed()));
    await persistence.readMeta();
    expect(persistence.status()).toEqual({ persistence: 'memory', notice: null });
    expect(persistence.usingMemory()).toBe(false);
    persistence.setBlocked(true);
    expect(persistence.status().notice).toBe(STORAGE_NOTICES.blocked);
    persistence.setBlocked(false);
    expect(persistence.status().notice).toBeNull();
  });
});

describe('the notice above the Simulator button', () => {
  it('shows what the simulator reports, with Reset demo data that reseeds and reloads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const persistence = withMemoryFallback(unreadable());
    await persistence.readMeta();
    // The browser simulator reports its persistence's status here (browser.ts).
    simulatorServer.use(
      http.get('*/__simulator/storage', () => HttpResponse.json(persistence.status())),
    );
    const navigate = vi.fn();
    render(<StorageNotice apiBase="http://localhost:3000/api" navigate={navigate} pollMs={50} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Demo data not stored');
    expect(alert).toHaveTextContent(STORAGE_NOTICES.unreadable);
    await userEvent.click(screen.getByRole('button', { name: 'Reset demo data' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/auth/login'));
  });

  it('says nothing while the demo data is stored', async () => {
    let answered: () => void = () => undefined;
    const answer = new Promise<void>((resolve) => (answered = resolve));
    simulatorServer.events.on('response:mocked', ({ request }) => {
      if (request.url.endsWith('/__simulator/storage')) answered();
    });
    render(<StorageNotice apiBase="http://localhost:3000/api" navigate={vi.fn()} />);
    await answer;
    // The answer (no notice) has been read and applied once its body is parsed.
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    simulatorServer.events.removeAllListeners();
  });
});
