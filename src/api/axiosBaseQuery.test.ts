// @vitest-environment happy-dom
import { configureStore } from '@reduxjs/toolkit';
import { http as mock, HttpResponse } from 'msw';
import { baseApi, resetServerCache } from './baseApi';
import { apiRoot } from './config';
import type { ApiQueryError, ApiQueryMeta } from './axiosBaseQuery';
import type {
  DashboardStatisticsResponse,
  SignInRequest,
  SignInResponse,
} from '../domain/contract';
import { localApiKit, SESSION, spyConsole } from '@tests/support/api';

const { server, fakes } = localApiKit();

/**
 * Endpoints like the features will inject them, under names of their own: the API slice is shared
 * with the other test files of the worker, and a name the app already injected (signIn) would keep
 * the app's definition.
 */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    testStats: build.query<DashboardStatisticsResponse, void>({
      query: () => ({ url: 'dashboard/statistics' }),
      providesTags: ['DashboardStatistics'],
    }),
    testSignIn: build.mutation<
      { user: SignInResponse['data']; headers?: ApiQueryMeta['authHeaders'] },
      SignInRequest
    >({
      query: (body) => ({ url: 'auth/sign_in', method: 'POST', data: body, showErrorToast: true }),
      transformResponse: (r: SignInResponse, meta?: ApiQueryMeta) => ({
        user: r.data,
        headers: meta?.authHeaders,
      }),
    }),
  }),
});

/** A store whose queries go through this test's transport (the thunks' extra argument). */
const makeStore = () =>
  configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (gdm) =>
      gdm({ thunk: { extraArgument: { transport: fakes.transport } } }).concat(baseApi.middleware),
  });

beforeEach(() => {
  spyConsole();
});
afterEach(() => {
  vi.restoreAllMocks();
});

it('returns data, and resetServerCache empties the cache', async () => {
  fakes.install({ signedIn: true });
  server.use(
    mock.get(`${apiRoot()}/dashboard/statistics`, () =>
      HttpResponse.json({ data: { products: 3 } }),
    ),
  );
  const store = makeStore();
  const result = await store.dispatch(api.endpoints.testStats.initiate());
  expect(result.data).toEqual({ data: { products: 3 } });
  resetServerCache(store.dispatch);
  expect(store.getState().api.queries).toEqual({});
});

it('gives every error a readable message, status and decoded data', async () => {
  fakes.install();
  server.use(
    mock.get(`${apiRoot()}/dashboard/statistics`, () => HttpResponse.json({}, { status: 500 })),
  );
  const result = await makeStore().dispatch(api.endpoints.testStats.initiate());
  expect(result.error).toEqual({
    status: 500,
    message: 'An error occurred while fetching the data. (status 500)',
    data: {},
  } satisfies ApiQueryError);
});

it('passes showErrorToast through and exposes the sign-in token headers in meta', async () => {
  const deps = fakes.install();
  server.use(
    mock.post(`${apiRoot()}/auth/sign_in`, async ({ request }) => {
      const body = (await request.clone().json()) as SignInRequest;
      return body.password === 'right'
        ? HttpResponse.json({ data: { uid: 'u1' } }, { headers: { ...SESSION } })
        : HttpResponse.json(
            { errors: ['Invalid login credentials. Please try again.'] },
            { status: 422 },
          );
    }),
  );
  const store = makeStore();
  const bad = await store.dispatch(
    api.endpoints.testSignIn.initiate({ email: 'a@b.c', password: 'wrong' }),
  );
  expect(bad.error).toMatchObject({
    status: 422,
    message: 'Invalid login credentials. Please try again.',
  });
  expect(deps.notify.error).toHaveBeenCalledWith({
    message: 'Invalid login credentials. Please try again.',
    duration: 6,
  });

  const ok = await store.dispatch(
    api.endpoints.testSignIn.initiate({ email: 'a@b.c', password: 'right' }),
  );
  expect(ok.data?.headers).toEqual(SESSION);
  expect(deps.onAuthHeaders).toHaveBeenCalledWith(SESSION);
});
