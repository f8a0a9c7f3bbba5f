/**
 * How fast this machine is right now, in two fixed pieces of work, so a timing taken beside it
 * can be read against the machine's state (docs/performance.md, "How to measure").
 *
 * The test suite is sensitive to memory more than to arithmetic: the same commit's `npm test`
 * has slowed by half within an hour while a pure arithmetic loop read the same throughout; a
 * memory-bound loop moved with the suite (the figures are in docs/performance.md).
 *
 * - arithmetic: an integer loop that stays in registers.
 * - memory: short-lived objects (what a test's renders allocate, the young generation's work)
 *   and a strided walk over a 400 MB array (cache misses).
 *
 * Each probe runs three times; the fastest is printed (the least disturbed by other work).
 */
function arithmetic(): number {
  let x = 0;
  for (let i = 0; i < 300_000_000; i++) x = (x * 31 + i) | 0;
  return x;
}

function memory(): number {
  let kept: { a: number; b: number[]; c: string }[] = [];
  for (let i = 0; i < 3_000_000; i++) {
    kept.push({ a: i, b: [i, i + 1], c: `x${i}` });
    if (kept.length > 200_000) kept = [];
  }
  const big = new Float64Array(50_000_000);
  let sum = 0;
  for (let round = 0; round < 5; round++)
    for (let i = 0; i < big.length; i += 8) {
      const value = big[i]! + round;
      big[i] = value;
      sum += value;
    }
  return sum + kept.length;
}

function fastestOfThree(probe: () => number): number {
  const times: number[] = [];
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    probe();
    times.push(performance.now() - started);
  }
  return Math.round(Math.min(...times));
}

const arithmeticMs = fastestOfThree(arithmetic);
const memoryMs = fastestOfThree(memory);
console.log(
  `machine speed: arithmetic ${arithmeticMs} ms, memory ${memoryMs} ms (lower is faster)`,
);
