import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, buildFloor, type AppMode, type BuiltSite } from './builds';
import type { Site } from './browser';
import { freePort, startHttpSimulator, type HttpSimulator } from './httpSimulator';
import { serveStatic, type StaticServer } from './staticServer';

/**
 * What both scripts measure: the portal built in each mode (and, for the bench, the floor page),
 * each served by its own static server, plus the HTTP simulator the real-API build talks to.
 * Everything lives in one temp folder and is stopped by `close()`.
 */
export interface Target {
  build: BuiltSite;
  server: StaticServer;
  site: Site;
}

export interface Targets {
  tempDir: string;
  simulatorPort: number;
  simulator: HttpSimulator | null;
  app: Record<AppMode, Target>;
  floor: Target | null;
  /** Restarts the HTTP simulator on the same port (the real-API build knows only that one). */
  restartSimulator(seed?: string): Promise<HttpSimulator>;
  close(): Promise<void>;
}

export interface TargetOptions {
  floor: boolean;
  /** Brotli as well as gzip on the static servers (timings); gzip alone is enough for sizes. */
  brotli: boolean;
  log: (line: string) => void;
}

export async function prepareTargets(options: TargetOptions): Promise<Targets> {
  const tempDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-'));
  const servers: StaticServer[] = [];
  let simulator: HttpSimulator | null = null;
  const simulatorPort = await freePort();
  const simulatorUrl = `http://localhost:${simulatorPort}`;

  const serve = async (build: BuiltSite, searchBackend?: string): Promise<Target> => {
    const server = await serveStatic(build.dir, { brotli: options.brotli });
    servers.push(server);
    return { build, server, site: { url: server.url, searchBackend } };
  };
  const timed = async (label: string, run: () => Promise<BuiltSite>) => {
    const built = await run();
    options.log(`built ${label} in ${(built.ms / 1000).toFixed(1)} s`);
    return built;
  };

  const targets: Targets = {
    tempDir,
    simulatorPort,
    simulator: null,
    app: {} as Record<AppMode, Target>,
    floor: null,
    async restartSimulator(seed) {
      await simulator?.stop();
      simulator = null;
      simulator = await startHttpSimulator({ port: simulatorPort, seed });
      targets.simulator = simulator;
      return simulator;
    },
    async close() {
      await simulator?.stop();
      await Promise.all(servers.map((s) => s.close()));
      await rm(tempDir, { recursive: true, force: true });
    },
  };

  try {
    const real = await timed('real-API build', () =>
      buildApp({ mode: 'real', apiBaseUrl: simulatorUrl, outDir: path.join(tempDir, 'real') }),
    );
    const sim = await timed('simulator build', () =>
      buildApp({ mode: 'sim', outDir: path.join(tempDir, 'sim') }),
    );
    const floor = options.floor
      ? await timed('floor page', () => buildFloor(path.join(tempDir, 'floor')))
      : null;
    const started = performance.now();
    targets.app = { real: await serve(real, simulatorUrl), sim: await serve(sim) };
    if (floor) targets.floor = await serve(floor);
    options.log(`compressed and served in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await targets.restartSimulator();
    options.log(`HTTP simulator on ${simulatorUrl}`);
  } catch (error) {
    await targets.close();
    throw error;
  }
  return targets;
}

/** A further simulator build (the large seed), served like the others. */
export async function prepareSimulatorBuild(
  targets: Targets,
  name: string,
  simulatorSeed: string,
  brotli: boolean,
): Promise<Target & { close(): Promise<void> }> {
  const build = await buildApp({
    mode: 'sim',
    simulatorSeed,
    outDir: path.join(targets.tempDir, name),
  });
  const server = await serveStatic(build.dir, { brotli });
  return { build, server, site: { url: server.url }, close: () => server.close() };
}
