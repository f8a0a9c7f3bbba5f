import { runLimited } from './runLimited';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('runLimited', () => {
  it('never runs more than the limit at once, and runs every item once', async () => {
    let running = 0;
    let peak = 0;
    const seen: number[] = [];
    await runLimited([1, 2, 3, 4, 5, 6, 7, 8, 9], 4, async (n) => {
      running += 1;
      peak = Math.max(peak, running);
      await tick();
      seen.push(n);
      running -= 1;
    });
    expect(peak).toBe(4);
    expect(seen.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('keeps going after a failure', async () => {
    const done: number[] = [];
    await runLimited([1, 2, 3], 1, async (n) => {
      if (n === 2) throw new Error('refused');
      done.push(n);
    });
    expect(done).toEqual([1, 3]);
  });

  it('starts nothing new once asked to stop', async () => {
    const started: number[] = [];
    let stop = false;
    await runLimited(
      [1, 2, 3, 4, 5],
      2,
      async (n) => {
        started.push(n);
        if (n === 2) stop = true;
        await tick();
      },
      () => stop,
    );
    expect(started).toEqual([1, 2]);
  });
});
