import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTransport } from '@/api/transport';
import { startSimulator } from './simulatorStart';

const startBrowserSimulator = vi.fn(() => Promise.resolve());
vi.mock('@simulator/browser', () => ({ startBrowserSimulator }));

/** Lets the dynamic import of the simulator and its start settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startSimulator', () => {
  afterEach(() => startBrowserSimulator.mockClear());

  it('signed out, waits for the first interaction, and starts once', async () => {
    const ready = startSimulator(createTransport(), false);
    await settle();
    expect(startBrowserSimulator).not.toHaveBeenCalled();

    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    window.dispatchEvent(new PointerEvent('pointerdown'));
    await ready;
    expect(startBrowserSimulator).toHaveBeenCalledTimes(1);
  });

  it('signed out, starts at the first request when nothing was touched', async () => {
    const transport = createTransport();
    const ready = startSimulator(transport, false);
    await settle();
    expect(startBrowserSimulator).not.toHaveBeenCalled();

    const gate = transport.hold(); // what the HTTP layer asks before sending
    expect(gate).not.toBeNull();
    await ready;
    expect(startBrowserSimulator).toHaveBeenCalledTimes(1);
  });

  it('signed in, starts at once and holds requests until it answers', async () => {
    const transport = createTransport();
    const ready = startSimulator(transport, true);
    expect(transport.hold()).not.toBeNull();
    await ready;
    expect(startBrowserSimulator).toHaveBeenCalledTimes(1);
  });
});
