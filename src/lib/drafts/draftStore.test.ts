// @vitest-environment happy-dom
import fc from 'fast-check';
import { storage, StorageKeys } from '../storage';
import { clearAllDrafts, createDraftStore, draftOwner, GUEST_OWNER } from './draftStore';

interface Values {
  name: string;
  password: string;
  photo: string;
}
const EMPTY: Values = { name: '', password: '', photo: '' };
const make = (version = 2, maxChars = 1000) =>
  createDraftStore<Values>({
    key: StorageKeys.customerDraft,
    version,
    steps: 3,
    empty: EMPTY,
    secrets: ['password'],
    maxChars,
    shrink: (v) => ({ ...v, photo: '' }),
    clean: (raw) =>
      typeof raw.name === 'string'
        ? { ...EMPTY, name: raw.name, photo: typeof raw.photo === 'string' ? raw.photo : '' }
        : null,
  });

describe('the draft store', () => {
  it('belongs to one user in one organisation', () => {
    const store = make();
    const owner = draftOwner({ uid: 'u1', x_organisation_uid: 'o1' });
    store.save(owner, 1, { ...EMPTY, name: 'Ada' });
    expect(store.load(owner)?.values.name).toBe('Ada');
    expect(store.load(draftOwner({ uid: 'u1', x_organisation_uid: 'o2' }))).toBeNull();
    expect(store.load(draftOwner({ uid: 'u2', x_organisation_uid: 'o1' }))).toBeNull();
    expect(draftOwner(null)).toBe(GUEST_OWNER);
  });

  it('never writes secrets or files', () => {
    const store = make();
    const file = new Blob(['x']);
    store.save('o', 1, { ...EMPTY, name: 'Ada', password: 'hunter2', photo: file as never });
    const raw = localStorage.getItem('KS_customer_draft')!;
    expect(raw).not.toContain('hunter2');
    expect(JSON.parse(raw).values).toEqual({ name: 'Ada', photo: undefined } as never);
  });

  it('drops a draft from an earlier version instead of half-restoring it', () => {
    make(1).save('o', 2, { ...EMPTY, name: 'Old' });
    expect(make(2).load('o')).toBeNull();
  });

  it('keeps nothing for an untouched first step, and clamps a stored step', () => {
    const store = make();
    store.save('o', 0, EMPTY);
    expect(storage.get(StorageKeys.customerDraft)).toBeNull();
    storage.set(StorageKeys.customerDraft, {
      version: 2,
      owner: 'o',
      step: 99,
      values: { name: 'A' },
    });
    expect(store.load('o')?.step).toBe(2);
  });

  it('saves a smaller draft when the whole one does not fit, and says so', () => {
    const store = make(2, 400);
    store.save('o', 1, { ...EMPTY, name: 'Ada', photo: 'x'.repeat(500) });
    const loaded = store.load('o')!;
    expect(loaded.values).toEqual({ ...EMPTY, name: 'Ada' });
    expect(loaded.trimmed).toBe(true);
  });

  it('survives a full storage quota', () => {
    const store = make();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => store.save('o', 1, { ...EMPTY, name: 'Ada' })).not.toThrow();
    setItem.mockRestore();
  });

  it('reads anything stored as untrusted input without throwing', () => {
    const store = make();
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        localStorage.setItem('KS_customer_draft', JSON.stringify(raw));
        const loaded = store.load('o');
        return loaded === null || typeof loaded.values.name === 'string';
      }),
    );
  });

  it('keeps the key of a submit that was sent, only in a whole draft', () => {
    const store = make();
    store.save('o', 2, { ...EMPTY, name: 'Ada' }, 'key-1');
    expect(store.load('o')?.submissionKey).toBe('key-1');
    store.save('o', 2, { ...EMPTY, name: 'Ada' });
    expect(store.load('o')).not.toHaveProperty('submissionKey');
    // Too large: the shrunk draft sends something else, so it keeps no key.
    store.save('o', 2, { ...EMPTY, name: 'Ada', photo: 'x'.repeat(2000) }, 'key-2');
    expect(store.load('o')).toMatchObject({ trimmed: true });
    expect(store.load('o')).not.toHaveProperty('submissionKey');
  });

  it('is cleared with every other draft by an organisation switch', () => {
    make().save('o', 1, { ...EMPTY, name: 'Ada' });
    storage.set(StorageKeys.user, { uid: 'u' });
    clearAllDrafts();
    expect(storage.get(StorageKeys.customerDraft)).toBeNull();
    expect(storage.get(StorageKeys.user)).not.toBeNull();
  });
});
