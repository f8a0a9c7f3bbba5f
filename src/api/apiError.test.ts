import { AxiosError, CanceledError } from 'axios';
import { describeApiError, firstServerError, readErrorBody } from './apiError';

const GENERIC = 'An error occurred while fetching the data.';

function responseError(status: number, data: unknown) {
  const response = { status, statusText: '', headers: {}, config: {}, data };
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', {} as never, {}, response as never);
}

describe('describeApiError', () => {
  it('uses the first server error of a list', () => {
    expect(
      describeApiError(
        responseError(401, { errors: ['Invalid login credentials. Please try again.', 'x'] }),
      ),
    ).toEqual({
      status: 401,
      message: 'Invalid login credentials. Please try again.',
    });
  });

  it('falls back to message, then to the generic text with the status', () => {
    expect(describeApiError(responseError(400, { message: 'Bad booking' })).message).toBe(
      'Bad booking',
    );
    expect(describeApiError(responseError(500, '<html>oops</html>')).message).toBe(
      `${GENERIC} (status 500)`,
    );
    expect(describeApiError(responseError(503, { errors: [] })).message).toBe(
      `${GENERIC} (status 503)`,
    );
  });

  it('turns a 422 errors object into fieldErrors, first field message winning', () => {
    const body = {
      message: 'Validation failed',
      errors: { email: ['Email has already been taken'], sku: ['SKU is taken', 'x'] },
    };
    expect(describeApiError(responseError(422, body))).toEqual({
      status: 422,
      message: 'Email has already been taken',
      fieldErrors: { email: ['Email has already been taken'], sku: ['SKU is taken', 'x'] },
    });
  });

  it('no response and non-axios failures have FETCH_ERROR', () => {
    expect(describeApiError(new AxiosError('Network Error', 'ERR_NETWORK'))).toEqual({
      status: 'FETCH_ERROR',
      message: "We're unable to process your request at the moment. Please try again shortly.",
    });
    expect(describeApiError(new TypeError('boom'))).toEqual({
      status: 'FETCH_ERROR',
      message: GENERIC,
    });
    expect(describeApiError(new CanceledError()).status).toBe('FETCH_ERROR');
  });

  it('reads JSON error bodies of binary (PDF) requests', () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ errors: ['Invoice not found'] }));
    expect(describeApiError(responseError(404, bytes.buffer)).message).toBe('Invoice not found');
    expect(readErrorBody(new Uint8Array([0xff, 0x00]))).toBeUndefined();
  });

  it('firstServerError ignores blank entries', () => {
    expect(firstServerError({ errors: ['', 'Second'] })).toBe('Second');
    expect(firstServerError({ message: ' ' })).toBeUndefined();
  });
});
