import { render, screen } from '@testing-library/react';
import { createRecaptchaProvider, createSimulatorProvider, setBotCheckProvider } from './botCheck';
import { BotCheckBadge, SIMULATOR_BADGE_TEXT } from './BotCheckBadge';

afterEach(() => setBotCheckProvider(null));

describe('BotCheckBadge', () => {
  it('shows the simulator badge on the page body while mounted', () => {
    setBotCheckProvider(createSimulatorProvider());
    const { unmount } = render(<BotCheckBadge />);
    const badge = screen.getByRole('note');
    expect(badge).toHaveTextContent(SIMULATOR_BADGE_TEXT);
    expect(badge.parentElement).toBe(document.body);
    unmount();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('with reCAPTCHA shows no badge of its own but loads Google’s script ahead of use', () => {
    const loadScript = vi.fn(() => new Promise<void>(() => {}));
    setBotCheckProvider(createRecaptchaProvider('k', { loadScript, grecaptcha: () => undefined }));
    render(<BotCheckBadge />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(loadScript).toHaveBeenCalledTimes(1);
  });
});
