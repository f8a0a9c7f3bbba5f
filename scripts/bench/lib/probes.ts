/**
 * What the bench installs in every page before the page's own scripts run (an init script):
 *
 * - `ready[name]`: the time (performance.now(), from the navigation's start) that screen was
 *   first painted, usable. "Painted" is taken as the task after the animation frame in which it
 *   first showed (a rAF callback runs before the frame is drawn, a task posted from it runs
 *   after): the usual after-paint mark, where nothing in the page reports paint times.
 * - `searches`: every hosted-search request's query and the moment its response arrived (the
 *   XMLHttpRequest the search client uses; `fetch` too, in case it changes), from
 *   `watchSearches()` on.
 * - `armKeystroke(query)` / `armNavigation()`: one measurement each, read back from `result`.
 *
 * It must be self-contained: Playwright sends the function's source to the page.
 */
export interface ProbeResult {
  /** keydown / click event time. */
  startAt: number | null;
  /** Keystroke: the response to the typed query arrived. */
  responseAt: number | null;
  /** The first frame showing the outcome. */
  paintedAt: number | null;
  /** Keystroke: whether the table changed at all (identical hits leave it as it was). */
  changed: boolean;
}

export interface BenchProbe {
  ready: Record<string, number>;
  searches: { query: string; at: number }[];
  result: ProbeResult | null;
  /** Starts filling `searches`; call it once the page has started (see below). */
  watchSearches(): void;
  armKeystroke(query: string): void;
  armNavigation(previousHeading: string): void;
  heading(): string;
}

export type ReadyMark = 'loginForm' | 'dashboard' | 'productRow' | 'wizardDetails';

declare global {
  interface Window {
    __bench?: BenchProbe;
  }
}

export function installProbes(): void {
  if (window.__bench) return;
  const isShown = (el: Element | null | undefined) => !!el && el.getClientRects().length > 0;
  const byText = (selector: string, test: (text: string) => boolean) =>
    [...document.querySelectorAll(selector)].find(
      (el) => isShown(el) && test((el.textContent ?? '').trim()),
    );

  /** The "Email" field of a sign-in form (the portal's and the floor's), shown and enabled. */
  const loginForm = () => {
    const label = byText('label', (t) => t === 'Email') as HTMLLabelElement | undefined;
    const input = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
    return input instanceof HTMLInputElement && !input.disabled && isShown(input);
  };
  const checks: Record<string, () => boolean> = {
    loginForm,
    dashboard: () => !!byText('h1', (t) => t.startsWith('Welcome back')),
    productRow: () => isShown(document.querySelector('.ant-table-tbody tr[data-row-key]')),
    wizardDetails: () => !!byText('h2', (t) => t === 'Details'),
  };

  const ready: Record<string, number> = {};
  const searches: { query: string; at: number }[] = [];
  const searchListeners: ((entry: { query: string; at: number }) => void)[] = [];

  /** Calls back with the time just after the current frame is painted (call it from a rAF). */
  const afterThisFrame = (then: (time: number) => void) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => then(performance.now());
    channel.port2.postMessage(null);
  };
  const afterNextPaint = (then: (time: number) => void) =>
    requestAnimationFrame(() => afterThisFrame(then));

  const seen = new Set<string>();
  const watchFrames = (time: number) => {
    for (const [name, check] of Object.entries(checks))
      if (!seen.has(name) && check()) {
        seen.add(name);
        afterThisFrame((paintedAt) => (ready[name] = paintedAt));
      }
    // Two minutes cover a cold start on the large seed; past that nothing is waited for.
    if (time < 120_000) requestAnimationFrame(watchFrames);
  };
  requestAnimationFrame(watchFrames);

  const isSearch = (url: string) => /algolia\.net\/1\/indexes\//.test(url);
  const queryOf = (body: unknown): string => {
    try {
      const parsed = JSON.parse(String(body)) as {
        query?: string;
        requests?: { query?: string; params?: string }[];
      };
      const first = parsed.requests?.[0];
      if (typeof first?.query === 'string') return first.query;
      if (typeof first?.params === 'string')
        return new URLSearchParams(first.params).get('query') ?? '';
      return parsed.query ?? '';
    } catch {
      return '';
    }
  };
  const answered = (query: string) => {
    const entry = { query, at: performance.now() };
    searches.push(entry);
    for (const listener of [...searchListeners]) listener(entry);
  };

  /**
   * Wraps the page's XMLHttpRequest and fetch as they are now, from the outside. Called once
   * the page's own start-up is done: the simulator build patches both in the page (msw's
   * interceptors answer there and fire their events on their own wrapper, never on the browser's
   * object), so a hook installed before the page's scripts would sit under that patch and never
   * hear the simulator's answers. Listening on the instance the page gets, before the search
   * client adds its own handlers, takes our time before the client (and the React update it
   * triggers) sees the answer.
   */
  const watchSearches = () => {
    const PageXhr = window.XMLHttpRequest;
    window.XMLHttpRequest = new Proxy(PageXhr, {
      construct(target, args, newTarget) {
        const xhr = Reflect.construct(target, args, newTarget) as XMLHttpRequest;
        const info = { url: '', query: '' };
        xhr.addEventListener('readystatechange', () => {
          if (xhr.readyState === XMLHttpRequest.DONE && isSearch(info.url)) answered(info.query);
        });
        return new Proxy(xhr, {
          get(request, property) {
            const value = Reflect.get(request, property) as unknown;
            if (typeof value !== 'function') return value;
            if (property === 'open')
              return (...a: unknown[]) => {
                info.url = String(a[1]);
                return (value as (...v: unknown[]) => void).apply(request, a);
              };
            if (property === 'send')
              return (body?: unknown) => {
                if (isSearch(info.url)) info.query = queryOf(body);
                return (value as (b?: unknown) => void).call(request, body);
              };
            return (value as (...v: unknown[]) => unknown).bind(request);
          },
          // Without a receiver: the page's own wrapper (msw's) sees `onload = ...` set on itself,
          // and registers the handler where its answers fire.
          set: (request, property, value) => Reflect.set(request, property, value),
        });
      },
    });
    const pageFetch = window.fetch;
    window.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const response = await pageFetch(input, init);
      if (isSearch(url)) answered(queryOf(init?.body));
      return response;
    };
  };

  /**
   * A new result, made the probe's, whose clock starts at the next `event` (the keystroke or the
   * click being measured). `changed` is what the result says until the page shows otherwise.
   */
  const startMeasuring = (event: 'keydown' | 'click', changed: boolean) => {
    const result: ProbeResult = { startAt: null, responseAt: null, paintedAt: null, changed };
    probe.result = result;
    document.addEventListener(event, (e) => (result.startAt = e.timeStamp), {
      capture: true,
      once: true,
    });
    return result;
  };

  const probe: BenchProbe = {
    ready,
    searches,
    result: null,
    watchSearches,
    heading: () => (byText('h1', () => true)?.textContent ?? '').trim(),

    armKeystroke(query) {
      const result = startMeasuring('keydown', false);
      const table = document.querySelector('.ant-table-wrapper') ?? document.body;
      let done = false;
      const finish = (changed: boolean) => {
        if (done) return;
        done = true;
        observer.disconnect();
        afterNextPaint((time) => {
          result.paintedAt = time;
          result.changed = changed;
        });
      };
      const observer = new MutationObserver(() => {
        if (result.responseAt !== null) finish(true);
      });
      observer.observe(table, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
      const onAnswer = (entry: { query: string; at: number }) => {
        if (entry.query !== query || result.responseAt !== null) return;
        result.responseAt = entry.at;
        searchListeners.splice(searchListeners.indexOf(onAnswer), 1);
        // The same hits as before leave the table untouched: then they are on screen already.
        setTimeout(() => finish(false), 300);
      };
      searchListeners.push(onAnswer);
    },

    armNavigation(previousHeading) {
      const result = startMeasuring('click', true);
      const observer = new MutationObserver(() => {
        const heading = probe.heading();
        if (result.startAt === null || heading === '' || heading === previousHeading) return;
        observer.disconnect();
        afterNextPaint((time) => (result.paintedAt = time));
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    },
  };
  window.__bench = probe;
}
