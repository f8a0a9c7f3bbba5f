/**
 * The portal's tests run the API simulator exactly as the simulator's own tests do: msw/node for
 * the calling file, a fresh data store before each test, and a getter to assert what it holds.
 */
import { http as mock } from 'msw';
import { simulatorServer } from '@simulator/node';

export { runSimulatorServer as withSimulator } from '@simulator/testing/helpers';

/**
 * Holds every `method` request to `path` (an msw pattern) until released, then lets the simulator
 * answer it: for what the page does while a write is still on its way.
 */
export function holdRequests(method: 'post' | 'patch', path: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  simulatorServer.use(
    mock[method](path, async () => {
      held += 1;
      await released;
      return undefined; // on to the simulator's own handler
    }),
  );
  return { release, held: () => held };
}
