/**
 * The portal's tests run the API simulator exactly as the simulator's own tests do: msw/node for
 * the calling file, a fresh data store before each test, and a getter to assert what it holds.
 */
export { runSimulatorServer as withSimulator } from '@simulator/testing/helpers';
