import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeSeedFile } from '@simulator/testing/seedFile';
import { antdTestStylesFile } from './support/antdTestStyles';

/**
 * Generates the simulator's demo seed once for the run and hands its file to every test process
 * (simulator/src/testing/testSeed.ts reads it), instead of each test file's process importing faker
 * and generating it again. Built from the current generators on every run. A watch-mode rerun may
 * follow an edit of the generators, which this process would not see: reruns go back to each
 * process generating its own.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'simulator-seed-'));
  const file = join(dir, 'demo-seed.v8');
  await writeSeedFile(file);
  // Built here once (then cached on disk), not by the first file of each worker at once.
  antdTestStylesFile();
  project.provide('simulatorSeedFile', file);
  project.onTestsRerun(() => project.provide('simulatorSeedFile', ''));
  return () => rmSync(dir, { recursive: true, force: true });
}
