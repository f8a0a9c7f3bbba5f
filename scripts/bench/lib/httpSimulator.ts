import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { PROJECT_ROOT } from './builds';

/**
 * The HTTP simulator (`npm run simulator`, simulator/src/http/serve.ts) in a child process: the
 * "real API" a real-API build talks to. Memory store, so a run never touches
 * .simulator-data/, and no latency (BENCH_LATENCY_MS sets it, as for the simulator build).
 */
export interface HttpSimulator {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** A port nobody listens on now (the OS picks it), for a build that must know it in advance. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface HttpSimulatorOptions {
  port: number;
  /** SIMULATOR_SEED for the server ('large': 10,000 products in one organisation). */
  seed?: string;
}

export async function startHttpSimulator(options: HttpSimulatorOptions): Promise<HttpSimulator> {
  const child: ChildProcess = spawn(
    path.join(PROJECT_ROOT, 'node_modules/.bin/tsx'),
    ['simulator/src/http/serve.ts'],
    {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        SIMULATOR_PORT: String(options.port),
        SIMULATOR_STORE: 'memory',
        SIMULATOR_LATENCY_MS: process.env.BENCH_LATENCY_MS ?? '0',
        SIMULATOR_SEED: options.seed ?? '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`HTTP simulator did not start in 180 s:\n${output}`)),
      180_000,
    );
    const onData = (data: Buffer) => {
      output += data.toString();
      if (/API simulator on /.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`HTTP simulator exited (${code}):\n${output}`));
    });
  });
  await ready;
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return {
    url: `http://localhost:${options.port}`,
    port: options.port,
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
