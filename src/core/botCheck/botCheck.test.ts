// @vitest-environment happy-dom
import {
  BOT_CHECK_LOAD_ERROR,
  botCheckProvider,
  createRecaptchaProvider,
  createSimulatorProvider,
  domScriptHost,
  getBotCheckToken,
  recaptchaScriptUrl,
  setBotCheckProvider,
  type Grecaptcha,
  type ScriptHost,
} from './botCheck';

afterEach(() => {
  setBotCheckProvider(null);
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

/** A page where Google's script "loads" without the network and defines grecaptcha. */
function fakeHost(options: { fail?: number; defines?: boolean } = {}) {
  let failures = options.fail ?? 0;
  const loads: string[] = [];
  const execute = vi.fn(
    async (key: string, { action }: { action: string }) => `g:${key}:${action}`,
  );
  const grecaptcha: Grecaptcha = { ready: (cb) => setTimeout(cb, 0), execute };
  let loaded = false;
  const host: ScriptHost = {
    loadScript: async (src) => {
      loads.push(src);
      if (failures > 0) {
        failures -= 1;
        throw new Error(BOT_CHECK_LOAD_ERROR);
      }
      loaded = true;
    },
    grecaptcha: () => (loaded && options.defines !== false ? grecaptcha : undefined),
  };
  return { host, loads, execute };
}

describe('reCAPTCHA v3 provider', () => {
  it('loads the script once, badge bottom-left, and executes with the action', async () => {
    const { host, loads, execute } = fakeHost();
    const provider = createRecaptchaProvider('site key/1', host);

    await provider.prepare();
    const first = await provider.token('resendOTP');
    const second = await provider.token('verifyOTP');

    expect(loads).toEqual([
      'https://www.google.com/recaptcha/api.js?render=site%20key%2F1&badge=bottomleft',
    ]);
    expect(execute).toHaveBeenNthCalledWith(1, 'site key/1', { action: 'resendOTP' });
    expect(execute).toHaveBeenNthCalledWith(2, 'site key/1', { action: 'verifyOTP' });
    expect([first, second]).toEqual(['g:site key/1:resendOTP', 'g:site key/1:verifyOTP']);
    expect(provider.kind).toBe('recaptcha');
  });

  it('tries the download again after a failure', async () => {
    const { host, loads } = fakeHost({ fail: 1 });
    const provider = createRecaptchaProvider('k', host);

    await expect(provider.token('verifyOTP')).rejects.toThrow(BOT_CHECK_LOAD_ERROR);
    await expect(provider.token('verifyOTP')).resolves.toBe('g:k:verifyOTP');
    expect(loads).toHaveLength(2);
  });

  it('fails clearly when the script ran but grecaptcha is missing', async () => {
    const { host } = fakeHost({ defines: false });
    await expect(createRecaptchaProvider('k', host).token('resendOTP')).rejects.toThrow(
      BOT_CHECK_LOAD_ERROR,
    );
  });

  it('the DOM host appends one async script tag and settles with its load events', async () => {
    // Keep the tags out of the document: happy-dom would try to fetch a connected script.
    const appended: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      appended.push(...(nodes as HTMLScriptElement[]));
    });

    const loading = domScriptHost.loadScript(recaptchaScriptUrl('abc'));
    const script = appended[0]!;
    expect(script.src).toBe('https://www.google.com/recaptcha/api.js?render=abc&badge=bottomleft');
    expect(script.async).toBe(true);
    script.onload?.(new Event('load'));
    await expect(loading).resolves.toBeUndefined();

    const failing = domScriptHost.loadScript(recaptchaScriptUrl('x'));
    appended[1]!.onerror?.(new Event('error'));
    await expect(failing).rejects.toThrow(BOT_CHECK_LOAD_ERROR);
    expect(appended).toHaveLength(2);
    vi.restoreAllMocks();
  });
});

describe('simulator provider', () => {
  it('answers sim-recaptcha:<action>:<random>, a new random each time', async () => {
    const provider = createSimulatorProvider();
    const a = await provider.token('resendOTP');
    const b = await provider.token('resendOTP');
    expect(a).toMatch(/^sim-recaptcha:resendOTP:[0-9a-f]{24}$/);
    expect(b).not.toBe(a);
    expect(await provider.token('verifyOTP')).toMatch(/^sim-recaptcha:verifyOTP:/);
    await expect(provider.prepare()).resolves.toBeUndefined();
  });

  it('is the configured provider when no site key is set (the test environment)', async () => {
    expect(botCheckProvider().kind).toBe('simulator');
    expect(await getBotCheckToken('verifyOTP')).toMatch(/^sim-recaptcha:verifyOTP:/);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('can be swapped for a test', async () => {
    setBotCheckProvider(createSimulatorProvider(() => 'fixed'));
    expect(await getBotCheckToken('resendOTP')).toBe('sim-recaptcha:resendOTP:fixed');
  });
});
