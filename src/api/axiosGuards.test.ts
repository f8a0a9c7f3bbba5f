import axios, { AxiosError, CanceledError } from 'axios';
import { isAxiosError, isCancel } from './axiosGuards';

/** The guards stand in for axios's own: they must answer as axios does for every kind of value. */
const samples: [string, unknown][] = [
  ['an AxiosError', new AxiosError('Request failed', 'ERR_BAD_RESPONSE')],
  ['a CanceledError', new CanceledError()],
  ['a plain Error', new Error('boom')],
  ['a look-alike object', { isAxiosError: true }],
  ['a string', 'isAxiosError'],
  ['null', null],
  ['undefined', undefined],
];

it.each(samples)('isAxiosError and isCancel answer like axios for %s', (_name, value) => {
  expect(isAxiosError(value)).toBe(axios.isAxiosError(value));
  expect(isCancel(value)).toBe(axios.isCancel(value));
});

it('tells a cancelled request from a failed one', () => {
  expect(isCancel(new CanceledError())).toBe(true);
  expect(isCancel(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe(false);
  expect(isAxiosError(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe(true);
});
