import { act, render, screen } from '@testing-library/react';
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
