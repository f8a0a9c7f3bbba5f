import { decideErrorActions, logLevelFor, redirectTargetFor, type ErrorFacts } from './errorPolicy';

/** The pure rules of the error policy; errorPolicy.http.test.ts checks them end to end. */
const facts = (over: Partial<ErrorFacts>): ErrorFacts => ({
  status: 500,
  method: 'GET',
  authPath: false,
  skipRedirect: false,
  skipGlobalHandler: false,
  showErrorToast: false,
  onDetailPage: false,
  ...over,
});

describe('decideErrorActions', () => {
  it('no response: network toast and an info report', () => {
    expect(decideErrorActions(facts({ status: undefined }))).toEqual({
      report: { level: 'info' },
      toast: 'network',
      redirectTo: null,
      unauthorized: false,
    });
  });

  it.each([401, 403])('%i on an auth path goes to the caller untouched', (status) => {
    expect(decideErrorActions(facts({ status, authPath: true, showErrorToast: true }))).toEqual({
      report: null,
      toast: null,
      redirectTo: null,
      unauthorized: false,
    });
  });

  it.each([401, 403])('%i elsewhere rejects the session, unreported', (status) => {
    const a = decideErrorActions(facts({ status }));
    expect(a.unauthorized).toBe(true);
    expect(a.report).toBeNull();
  });

  it('404/500 are reported and redirect only for a GET on a detail page without skip-redirect', () => {
    expect(decideErrorActions(facts({ status: 404, onDetailPage: true })).redirectTo).toBe('/404');
    expect(decideErrorActions(facts({ status: 500, onDetailPage: true })).redirectTo).toBe('/500');
    expect(redirectTargetFor(facts({ status: 404, onDetailPage: false }))).toBeNull();
    expect(
      redirectTargetFor(facts({ status: 404, onDetailPage: true, method: 'POST' })),
    ).toBeNull();
    expect(
      redirectTargetFor(facts({ status: 500, onDetailPage: true, skipRedirect: true })),
    ).toBeNull();
    expect(decideErrorActions(facts({ status: 404 })).report).toEqual({ level: 'info' });
    expect(decideErrorActions(facts({ status: 500 })).report).toEqual({ level: 'error' });
  });

  it.each([502, 504])('%i is reported as a server timeout', (status) => {
    expect(decideErrorActions(facts({ status })).report).toEqual({
      level: 'error',
      message: `Server timeout (${status})`,
    });
  });

  it('other statuses: silent with skip-global-handler, reported otherwise', () => {
    expect(decideErrorActions(facts({ status: 418, skipGlobalHandler: true })).report).toBeNull();
    expect(decideErrorActions(facts({ status: 418 })).report).toEqual({ level: 'error' });
    expect(decideErrorActions(facts({ status: 422 })).report).toEqual({ level: 'info' });
  });

  it('the error toast follows the request flag', () => {
    expect(decideErrorActions(facts({ status: 422, showErrorToast: true })).toast).toBe('server');
    expect(decideErrorActions(facts({ status: 422 })).toast).toBeNull();
    expect(
      decideErrorActions(facts({ status: 418, skipGlobalHandler: true, showErrorToast: true }))
        .toast,
    ).toBe('server');
  });
});

describe('logLevelFor', () => {
  it.each([
    [undefined, 'info'],
    [0, 'info'],
    [404, 'info'],
    [422, 'info'],
    [400, 'error'],
    [500, 'error'],
    [502, 'error'],
  ] as const)('%s → %s', (status, level) => {
    expect(logLevelFor(status)).toBe(level);
  });
});
