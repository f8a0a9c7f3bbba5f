import { expect, test, type Locator, type Page } from '@playwright/test';

/*
 * Faults injected into the in-page simulator (simulator/src/server-rules/faults.ts, docs/simulator.md
 * "Injected faults"), and the simulator's record counts. Both are the simulator's own endpoints,
 * answered inside the page, so they work only once the page's simulator has started (signed in:
 * at once; signed out: at the first interaction or request).
 */

export type { FaultKind, FaultRule } from '@simulator/server-rules/faults';
import type { FaultRule } from '@simulator/server-rules/faults';

export { NETWORK_MESSAGE } from '../support/constants';
import { NETWORK_MESSAGE } from '../support/constants';
/** The body of an injected `status` fault, which the portal shows as the server's word. */
export const SERVER_FAILURE_MESSAGE = 'The simulator was told to fail this request.';

async function simulatorCall(page: Page, method: string, path: string, body?: unknown) {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as unknown };
    },
    { method, path, body },
  );
  expect(answer.status, `${method} ${path}`).toBe(200);
  return answer.json;
}

/** Adds a fault rule; later /v1 requests that match it fail. */
export async function injectFault(page: Page, rule: FaultRule) {
  await simulatorCall(page, 'POST', '/__simulator/faults', rule);
}

/** The rules still waiting (a rule with `times` left). */
export async function pendingFaults(page: Page): Promise<FaultRule[]> {
  return ((await simulatorCall(page, 'GET', '/__simulator/faults')) as { data: FaultRule[] }).data;
}

/** Clears every rule (and lets a hung request go). */
export async function clearFaults(page: Page) {
  await simulatorCall(page, 'DELETE', '/__simulator/faults');
}

/** How many records each collection of the simulator's store holds. */
export async function recordCounts(page: Page): Promise<Record<string, number>> {
  const health = (await simulatorCall(page, 'GET', '/__simulator/health')) as {
    counts: Record<string, number>;
  };
  return health.counts;
}

/** The message shown above the form (the alert of the form, not a toast). */
export const formMessage = (page: Page, text: string): Locator =>
  page.getByRole('alert').filter({ hasText: text }).and(page.locator('.ant-alert'));

export interface SubmitFaultCase {
  page: Page;
  /** Presses the wizard's submit, as the person does. */
  submit: () => Promise<void>;
  /** The person's input is still there: the last step, with the values shown. */
  expectKept: () => Promise<void>;
  /** Where the success lands after the retry (the new record's page, a toast). */
  expectDone: () => Promise<void>;
  /** The collection(s) the submit adds exactly one record to. */
  collection: string | readonly string[];
  /** The submit's request: its path after /v1 (a regex source starting with `^`). */
  path: string;
  method?: string;
  /** Runs on the first failure shown (the offline message), e.g. an axe check. */
  onFailureShown?: () => Promise<void>;
}

/** Submits once with a fault in place and checks that the fault was what answered. */
async function submitInto(c: SubmitFaultCase, rule: FaultRule, message: string) {
  await injectFault(c.page, { method: c.method ?? 'POST', ...rule, times: 1 });
  await c.submit();
  await expect(formMessage(c.page, message)).toBeVisible();
  // The rule was used up: the message is the fault's, not something else's.
  expect(await pendingFaults(c.page), `the ${rule.kind} fault was not reached`).toEqual([]);
}

/**
 * On one filled-in wizard at its last step: offline, then a 500, then an answer lost after the
 * server applied the submit. Each time the message is shown and the input kept; nothing is stored
 * by the first two, exactly one record by the lost one; pressing again then succeeds and still
 * leaves exactly one new record.
 */
export async function expectSubmitSurvivesFaults(c: SubmitFaultCase) {
  const { page } = c;
  const collections = typeof c.collection === 'string' ? [c.collection] : [...c.collection];
  await clearFaults(page);
  const before = await recordCounts(page);
  for (const name of collections) expect(before[name], `collection ${name}`).toBeDefined();
  const added = async () => {
    const now = await recordCounts(page);
    return Object.fromEntries(collections.map((name) => [name, now[name]! - before[name]!]));
  };
  const none = Object.fromEntries(collections.map((name) => [name, 0]));
  const one = Object.fromEntries(collections.map((name) => [name, 1]));

  await test.step('offline: nothing stored, the input kept', async () => {
    await submitInto(c, { kind: 'offline', path: c.path }, NETWORK_MESSAGE);
    await c.expectKept();
    expect(await added()).toEqual(none);
    await c.onFailureShown?.();
  });

  await test.step('a 500: nothing stored, the input kept', async () => {
    await submitInto(c, { kind: 'status', status: 500, path: c.path }, SERVER_FAILURE_MESSAGE);
    await expect(formMessage(page, NETWORK_MESSAGE)).toBeHidden();
    await c.expectKept();
    expect(await added()).toEqual(none);
  });

  await test.step('the answer lost: stored once, the input kept', async () => {
    await submitInto(c, { kind: 'lost', path: c.path }, NETWORK_MESSAGE);
    await c.expectKept();
    expect(await added()).toEqual(one);
  });

  await test.step('pressed again: done, still exactly one record', async () => {
    await c.submit();
    await c.expectDone();
    expect(await added()).toEqual(one);
  });
}
