import { describe, expect, it } from 'vitest';
import { memoryPersistence } from '@simulator/db/persistence/memory';
import type { Persistence } from '@simulator/db/persistence/types';
import { openStore, StoreWriteError } from '@simulator/db/store';
import { simulatorStore } from '@simulator/node';
import { MESSAGES } from '@simulator/server-rules/errors';
import { freshSeed } from '@simulator/seed';
import { signedIn } from './catalogueSupport';
import { call, runSimulatorServer } from '@simulator/testing/helpers';

/** A persistence whose next `times` writes fail, as a full or broken disk would. */
function failingWrites<P extends Persistence>(persistence: P, times = 1): P {
  let left = times;
  const write = persistence.write.bind(persistence);
  persistence.write = async (changes, rowsOf) => {
    if (left > 0) {
      left -= 1;
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    return write(changes, rowsOf);
  };
  return persistence;
}

describe('a write the persistence refuses', () => {
  it('rejects the flush and rolls every change of the batch back in memory', async () => {
    const persistence = failingWrites(memoryPersistence(freshSeed()));
    const store = await openStore(persistence);
    const before = store.users.get(2)!.first_name;
    store.users.update(2, { first_name: 'Changed' });
    const mail = store.sendMail({ to: 'a@b.test', subject: 'One', text: 'x' });
    const order = store.orders.get(1)!;
    store.orders.remove((o) => o.id === 1);

    await expect(store.flush()).rejects.toBeInstanceOf(StoreWriteError);
    expect(store.users.get(2)!.first_name).toBe(before);
    expect(store.mails.get(mail.id)).toBeUndefined();
    expect(store.orders.get(1)).toEqual(order);

    // The next write goes through, and a flush with nothing to write does not fail again.
    store.users.update(2, { first_name: 'Again' });
    await store.flush();
    await store.flush();
    expect(persistence.stored('users')[1]!.first_name).toBe('Again');
  });
});

describe('over HTTP', () => {
  const getStore = runSimulatorServer();

  it('answers 503 and keeps nothing; the retry is stored', async () => {
    const session = await signedIn(getStore());
    failingWrites(simulatorStore().persistence);
    const refused = await call('POST', 'categories', {
      ...session,
      body: { name: 'Garden', color: '#3a3' },
    });
    expect(refused.status).toBe(503);
    expect(refused.body.errors).toEqual([MESSAGES.notStored]);
    expect(getStore().categories.filter((c) => c.name === 'Garden')).toHaveLength(0);

    const retried = await call('POST', 'categories', {
      ...session,
      body: { name: 'Garden', color: '#3a3' },
    });
    expect(retried.status).toBe(201);
    expect(getStore().categories.filter((c) => c.name === 'Garden')).toHaveLength(1);
  });
});
