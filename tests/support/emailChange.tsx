/**
 * Test helpers of the verification screens: a real signed-in session against the simulator and
 * the app's providers (toasts included). Only *.test.tsx files import this module.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import type { OtpCodeDetails } from '@/domain/contract';
import { Providers } from '@/app/Providers';
import { simulatorServer } from '@simulator/node';
import { signedInStore } from './renderApp';

export async function renderSignedIn(email: string, ui: ReactElement) {
  const store = await signedInStore(email);
  const user = userEvent.setup();
  const view = render(<Providers store={store}>{ui}</Providers>);
  return { ...view, store, user };
}

export const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();

export function details(overrides: Partial<OtpCodeDetails> = {}): OtpCodeDetails {
  return {
    otp_count: 0,
    expires_at: inSeconds(600),
    resend_available_at: null,
    blocked_until: null,
    ...overrides,
  };
}

type Body = Record<string, unknown>;

/**
 * The next answer of an otp_codes endpoint, once; later calls reach the simulator again. A
 * function body is built when the request arrives, so its times are relative to that moment.
 */
export function answerOnce(
  endpoint: 'send' | 'resend' | 'verify',
  status: number,
  body: Body | (() => Body),
) {
  simulatorServer.use(
    http.post(
      `*/v1/otp_codes/${endpoint}`,
      () => HttpResponse.json(typeof body === 'function' ? body() : body, { status }),
      { once: true },
    ),
  );
}

/** Counts requests to a path on the simulator during a test. */
export function countRequests(pathEnd: string) {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(pathEnd)) count += 1;
  };
  simulatorServer.events.on('request:start', listener);
  return {
    get count() {
      return count;
    },
    stop: () => simulatorServer.events.removeListener('request:start', listener),
  };
}
