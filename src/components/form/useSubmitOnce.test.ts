// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
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
  return { submit: result.current, handler, release: () => release() };
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
  const { submit, handler, release } = setup([true, true]);
  const values = { text: 'hi' };
  const first = submit(values);
  release();
  await first;
  await submit(values);
  expect(handler).toHaveBeenCalledTimes(1);
  const next = submit({ text: 'again' });
  release();
  await next;
  expect(handler).toHaveBeenCalledTimes(2);
});

it('lets the same values go again after a refusal or a failure', async () => {
  const { submit, handler, release } = setup([false, new Error('network')]);
  const values = { text: 'hi' };
  const first = submit(values);
  release();
  await first;
  const second = submit(values);
  release();
  await expect(second).rejects.toThrow('network');
  const third = submit(values);
  release();
  await third;
  expect(handler).toHaveBeenCalledTimes(3);
});
