// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import type { Submission } from '@/api/idempotency';
import { useSubmitOnce } from './useSubmitOnce';

function setup(answers: Array<boolean | Error>) {
  let release: () => void = () => {};
  const calls: unknown[] = [];
  const handler = vi.fn(async (values: { text: string }) => {
    calls.push(values);
    await new Promise<void>((resolve) => (release = resolve));
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const { result } = renderHook(() => useSubmitOnce(handler));
  const submit = result.current;
  /** Submits `values` and lets the handler answer at once. */
  const answered = (values: { text: string }) => {
    const sent = submit(values);
    release();
    return sent;
  };
  return { submit, answered, handler, release: () => release() };
}

it('sends nothing more while a send is under way', async () => {
  const { submit, handler, release } = setup([true]);
  const values = { text: 'hi' };
  const first = submit(values);
  void submit(values);
  void submit({ text: 'other' });
  release();
  await first;
  expect(handler).toHaveBeenCalledTimes(1);
});

it('never sends stored values again, but sends new ones', async () => {
  const { submit, answered, handler } = setup([true, true]);
  const values = { text: 'hi' };
  await answered(values);
  await submit(values);
  expect(handler).toHaveBeenCalledTimes(1);
  await answered({ text: 'again' });
  expect(handler).toHaveBeenCalledTimes(2);
});

it('lets the same values go again after a refusal or a failure', async () => {
  const { answered, handler } = setup([false, new Error('network')]);
  const values = { text: 'hi' };
  await answered(values);
  await expect(answered(values)).rejects.toThrow('network');
  await answered(values);
  expect(handler).toHaveBeenCalledTimes(3);
});

describe('the submission key', () => {
  const keysOf = (handler: ReturnType<typeof vi.fn>) =>
    handler.mock.calls.map((call) => (call.at(-1) as { idempotencyKey: string }).idempotencyKey);

  it('is the same when the same input is sent again after a failure, also as a new object', async () => {
    const { answered, handler } = setup([false, new Error('network'), true]);
    const values = { text: 'hi' };
    await answered(values);
    await expect(answered(values)).rejects.toThrow('network');
    // The same words in a form reset to them: the same input, the same submission.
    await answered({ text: 'hi' });
    const keys = keysOf(handler);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it('is new once the input changed, and after a success', async () => {
    const { answered, handler } = setup([false, true, true]);
    const sends = [{ text: 'hi' }, { text: 'hi!' }, { text: 'hi!' }];
    for (const values of sends) {
      await answered(values);
    }
    const [first, changed, afterSuccess] = keysOf(handler);
    expect(changed).not.toBe(first);
    expect(afterSuccess).not.toBe(changed);
  });

  it('comes after the arguments the form passes (formik: values, helpers, submission)', async () => {
    const handler = vi.fn(
      async (_values: { text: string }, _helpers: { id: number }, _s: Submission) => true,
    );
    const { result } = renderHook(() => useSubmitOnce(handler));
    await result.current({ text: 'hi' }, { id: 7 });
    expect(handler).toHaveBeenCalledWith(
      { text: 'hi' },
      { id: 7 },
      { idempotencyKey: expect.any(String) },
    );
  });
});
