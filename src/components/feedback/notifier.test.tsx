import { act, render, screen, waitFor } from '@testing-library/react';
import { NotificationBridge } from './NotificationBridge';
import { notifier, registerNotifier, TOAST_DEFAULTS } from './notifier';

function renderBridge() {
  return render(<NotificationBridge />);
}

describe('notifier', () => {
  it('defaults to top right, 2 s, every toast visible (newest first, no folding)', () => {
    expect(TOAST_DEFAULTS).toMatchObject({ placement: 'topRight', duration: 2, stack: false });
  });

  it('shows toasts through the bridge', async () => {
    const { unmount } = renderBridge();
    act(() => notifier.success({ message: 'Saved' }));
    act(() => notifier.error({ message: 'Could not save', description: 'Try again' }));
    expect(await screen.findByText('Saved', {})).toBeInTheDocument();
    expect(await screen.findByText('Could not save')).toBeInTheDocument();
    expect(screen.getByText('Try again')).toBeInTheDocument();
    expect(document.querySelector('.ant-notification-topRight')).not.toBeNull();
    unmount();
  });

  it('replaces a toast that reuses a key', async () => {
    const { unmount } = renderBridge();
    act(() => notifier.error({ key: 'CORS-ERROR', message: 'first' }));
    await screen.findByText('first', {});
    act(() => notifier.error({ key: 'CORS-ERROR', message: 'second' }));
    expect(await screen.findByText('second')).toBeInTheDocument();
    expect(screen.queryByText('first')).not.toBeInTheDocument();
    unmount();
  });

  it('holds toasts raised before the bridge mounts and shows them once it does', async () => {
    act(() => notifier.info({ message: 'Early bird' }));
    const { unmount } = renderBridge();
    expect(await screen.findByText('Early bird', {})).toBeInTheDocument();
    unmount();
  });

  it('passes duration and key to the registered instance, mapping message to title', () => {
    const sink = {
      success: vi.fn(),
      error: vi.fn(),
      info: vi.fn(),
      warning: vi.fn(),
      destroy: vi.fn(),
    };
    const unregister = registerNotifier(sink);
    act(() => notifier.error({ message: 'Down', key: 'CORS-ERROR', duration: 8 }));
    expect(sink.error).toHaveBeenCalledWith({ title: 'Down', key: 'CORS-ERROR', duration: 8 });
    notifier.destroy('CORS-ERROR');
    expect(sink.destroy).toHaveBeenCalledWith('CORS-ERROR');
    unregister();
  });
});

describe('toasts on screen', () => {
  const notices = () => [...document.querySelectorAll<HTMLElement>('.ant-notification-notice')];

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('puts the newest toast on top, every one readable below it', async () => {
    // happy-dom lays nothing out: give each toast a height, as a browser would.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.classList.contains('ant-notification-notice') ? 60 : 0;
    });
    const { unmount } = renderBridge();
    for (const message of ['Oldest toast', 'Middle toast', 'Newest toast']) {
      act(() => notifier.info({ message }));
      await screen.findByText(message);
    }
    // Each toast is placed at its --notification-y from the top of the list.
    const fromTop = (text: string) => {
      const notice = notices().find((n) => n.textContent === text)!;
      return parseFloat(notice.style.getPropertyValue('--notification-y') || 'NaN');
    };
    await waitFor(() => expect(fromTop('Middle toast')).toBeGreaterThanOrEqual(60));
    expect(fromTop('Newest toast')).toBe(0);
    expect(fromTop('Oldest toast')).toBeGreaterThan(fromTop('Middle toast'));
    const newest = notices().find((n) => n.textContent === 'Newest toast')!;
    expect(newest).toHaveAttribute('data-notification-index', '0');
    act(() => notifier.destroy());
    unmount();
  });

  it('closes a toast 2000 ms after it is shown, not before', async () => {
    const { unmount } = renderBridge();
    // The host loads with the first toast: let it, then take over the clock.
    act(() => notifier.info({ message: 'Host ready', duration: 0 }));
    await screen.findByText('Host ready');
    // A toast's timer counts the clock's time at each animation frame.
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    const framesAfter = async (count: number) => {
      const seen = frames.mock.calls.length;
      await waitFor(() => expect(frames.mock.calls.length).toBeGreaterThanOrEqual(seen + count));
    };
    const saved = () => notices().find((n) => n.textContent === 'Saved for two seconds');
    const leaving = (notice: HTMLElement | undefined) =>
      notice !== undefined && /-leave\b/.test(notice.className);
    vi.useFakeTimers({ toFake: ['Date'] });
    const shownAt = Date.now();

    act(() => notifier.success({ message: 'Saved for two seconds' }));
    expect(saved()).toBeDefined();
    vi.setSystemTime(shownAt + 1999);
    await framesAfter(3);
    expect(leaving(saved())).toBe(false);

    vi.setSystemTime(shownAt + 2000);
    await waitFor(() => expect(leaving(saved())).toBe(true));
    vi.useRealTimers();
    // A toast that asked to stay (duration 0) is still there, and not leaving. (Its removal once
    // the fade-out ends is antd's motion, which happy-dom does not run.)
    const host = notices().find((n) => n.textContent === 'Host ready');
    expect(leaving(host)).toBe(false);
    expect(host).toBeDefined();
    act(() => notifier.destroy());
    unmount();
  });
});

describe('the toast host', () => {
  it('renders no toast host until the first toast is raised', async () => {
    // A fresh notifier, as on a page that has raised no toast yet. Last in the file: after
    // resetModules the bridge's lazy host would register with a new notifier instance.
    vi.resetModules();
    const fresh = await import('./notifier');
    const { NotificationBridge: FreshBridge } = await import('./NotificationBridge');
    const { unmount } = render(<FreshBridge />);
    expect(fresh.toastDemand.wanted()).toBe(false);
    expect(document.querySelector('.ant-notification')).toBeNull();
    act(() => fresh.notifier.info({ message: 'First toast' }));
    expect(fresh.toastDemand.wanted()).toBe(true);
    expect(await screen.findByText('First toast', {})).toBeInTheDocument();
    unmount();
  });
});
