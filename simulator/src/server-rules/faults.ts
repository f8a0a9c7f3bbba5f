import { HttpResponse } from 'msw';

/**
 * Faults the simulator can be told to inject, so tests (and a curious developer) can see what
 * the portal does when the network or the server misbehaves:
 * - `offline`: the request never reaches the server (a network error; nothing is applied);
 * - `status`: the server answers that status (500, 503, …) without applying anything;
 * - `hang`: the server never answers (until the faults are cleared); nothing is applied;
 * - `lost`: the server applies the request and stores the result, then the answer is lost on
 *   the way back (a network error): the case an idempotency key exists for.
 * A rule matches a method (any when absent) and a path: a substring of the request's path after
 * `/v1`, or a regular expression's source when it starts with `^`. It fires `times` times
 * (default once; 0: until cleared), first matching rule first.
 */
export type FaultKind = 'offline' | 'status' | 'hang' | 'lost';

export interface FaultRule {
  kind: FaultKind;
  path: string;
  method?: string;
  /** For `status`: the status to answer. Default 500. */
  status?: number;
  times?: number;
}

const KINDS: readonly FaultKind[] = ['offline', 'status', 'hang', 'lost'];

export function isFaultRule(value: unknown): value is FaultRule {
  if (!value || typeof value !== 'object') return false;
  const rule = value as Partial<FaultRule>;
  return (
    KINDS.includes(rule.kind as FaultKind) && typeof rule.path === 'string' && rule.path !== ''
  );
}

export interface Fault {
  kind: FaultKind;
  status: number;
}

export const SIMULATED_FAILURE = 'The simulator was told to fail this request.';

export interface FaultRegistry {
  add(rule: FaultRule): void;
  clear(): void;
  list(): readonly FaultRule[];
  /** The fault for this request, if a rule matches (using up one of its times). */
  take(request: Request): Fault | null;
  /** A promise that settles when the faults are cleared: how a hung request waits. */
  untilCleared(): Promise<void>;
}

interface LiveRule extends FaultRule {
  left: number;
}

function pathAfterVersion(url: string): string {
  const { pathname } = new URL(url);
  const at = pathname.indexOf('/v1/');
  return at >= 0 ? pathname.slice(at + 3) : pathname;
}

function matches(rule: FaultRule, request: Request): boolean {
  if (rule.method && rule.method.toUpperCase() !== request.method.toUpperCase()) return false;
  const path = pathAfterVersion(request.url);
  return rule.path.startsWith('^') ? new RegExp(rule.path).test(path) : path.includes(rule.path);
}

/** Where a registry keeps its rules across page loads (the browser: sessionStorage). */
export interface FaultKeeper {
  load(): unknown;
  save(rules: readonly FaultRule[]): void;
}

/**
 * The browser's keeper: the rules outlive a reload of the tab (a test injects a fault, then
 * reloads to see how the portal starts with it), and no other tab sees them.
 */
export function sessionStorageKeeper(key = 'simulator:faults'): FaultKeeper | undefined {
  if (typeof sessionStorage === 'undefined') return undefined;
  return {
    load: () => JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown,
    save: (rules) =>
      rules.length
        ? sessionStorage.setItem(key, JSON.stringify(rules))
        : sessionStorage.removeItem(key),
  };
}

export function createFaultRegistry(keeper?: FaultKeeper): FaultRegistry {
  let rules: LiveRule[] = [];
  const keep = () => keeper?.save(rules.map(({ left, ...rule }) => ({ ...rule, times: left })));
  try {
    const kept = keeper?.load();
    if (Array.isArray(kept))
      rules = kept.filter(isFaultRule).map((rule) => ({ ...rule, left: rule.times ?? 1 }));
  } catch {
    // Unreadable rules are no rules.
  }
  let release: () => void = () => {};
  let cleared = new Promise<void>((resolve) => (release = resolve));
  return {
    add(rule) {
      rules.push({ ...rule, left: rule.times ?? 1 });
      keep();
    },
    clear() {
      rules = [];
      keep();
      release();
      cleared = new Promise<void>((resolve) => (release = resolve));
    },
    list: () => rules.map(({ left: _left, ...rule }) => rule),
    take(request) {
      const rule = rules.find((r) => matches(r, request));
      if (!rule) return null;
      if (rule.left > 0) {
        rule.left -= 1;
        if (rule.left === 0) rules = rules.filter((r) => r !== rule);
        keep();
      }
      return { kind: rule.kind, status: rule.status ?? 500 };
    },
    untilCleared: () => cleared,
  };
}

/** The answer of a fault that stops the request before the server applies it, else null. */
export async function answerBeforeApplying(
  fault: Fault | null,
  registry: FaultRegistry,
): Promise<Response | null> {
  if (!fault || fault.kind === 'lost') return null;
  if (fault.kind === 'offline') return HttpResponse.error();
  if (fault.kind === 'hang') {
    await registry.untilCleared();
    return HttpResponse.error();
  }
  return HttpResponse.json(
    { success: false, errors: [SIMULATED_FAILURE] },
    { status: fault.status },
  );
}
