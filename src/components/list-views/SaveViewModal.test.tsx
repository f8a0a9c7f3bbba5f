import { render, screen } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';

/*
 * Where the focus goes as 'Save view' opens its dialog. antd's portal attaches the dialog to the
 * page in a layout effect in a browser, but rc-util turns its layout effects into passive ones
 * when NODE_ENV is 'test', which changes which effect sees the dialog in the page first. This
 * file runs antd with a browser's order: its own module graph (resetModules), NODE_ENV set
 * before antd loads.
 */

let SaveViewModal: typeof import('./SaveViewModal').SaveViewModal;
let ConfigProvider: ComponentType<{ theme: object; children: ReactNode }>;

beforeAll(async () => {
  vi.stubEnv('NODE_ENV', 'development');
  vi.resetModules();
  ({ ConfigProvider } = await import('antd'));
  ({ SaveViewModal } = await import('./SaveViewModal'));
});
afterAll(() => {
  vi.unstubAllEnvs();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The button that opened the dialog, focused as a click leaves it. */
function focusOpener() {
  const opener = document.createElement('button');
  opener.textContent = 'Save view';
  document.body.append(opener);
  opener.focus();
  return opener;
}

describe('SaveViewModal', () => {
  // `motion: false` ends the dialog's opening animation at once: the dialog then runs what it
  // does when the animation ends in a browser (it focuses itself unless the focus is inside it).
  it.each([
    ['once its opening animation has ended', false],
    ['while its opening animation runs', true],
  ])('moves the focus once, onto the name field, %s', async (_when, motion) => {
    focusOpener();
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    render(
      <ConfigProvider theme={{ token: { motion } }}>
        <SaveViewModal onSave={() => {}} onCancel={() => {}} />
      </ConfigProvider>,
    );
    const name = await screen.findByRole('textbox', { name: 'View name' });
    await vi.waitFor(() => expect(document.activeElement).toBe(name));
    // Long enough for a second move, had anything queued one (the dialog's own runs at once).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.activeElement).toBe(name);
    expect(focus.mock.contexts).toEqual([name]);
  });
});
