import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { makeUser, sessionWith } from '@tests/support/shell';
import { AuthGate } from '@/core/session/AuthGate';
import { sessionSlice } from '@/core/session/sessionSlice';
import { validateSession } from '@/core/session/sessionThunks';

/**
 * The auth gate's loader: shown while a stored session is being validated, and hidden 500 ms
 * after validation settles (so the shell does not flash), not a moment before.
 */

const LOADER = 'Loading your workspace…';

/** A store with the session alone: no listeners, so settling the validation sends no request. */
function gateWithValidationUnderWay() {
  const user = makeUser();
  const store = configureStore({
    reducer: { session: sessionSlice.reducer },
    // A stored user, its validation under way: the gate waits and shows the loader.
    preloadedState: { session: sessionWith(user, { isValidated: false, isLoading: true }) },
  });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AuthGate>
            <p>The workspace</p>
          </AuthGate>
        ),
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, user };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the auth gate loader', () => {
  it('shows while validating and hides 500 ms after validation settles, not before', async () => {
    const { store, user } = gateWithValidationUnderWay();

    expect(screen.getByText(LOADER)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(LOADER);
    expect(screen.queryByText('The workspace')).not.toBeInTheDocument();

    // Timers from here on are the test's: the hide timer starts when validation settles.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => {
      store.dispatch(validateSession.fulfilled({ user, rewrite: false }, 'validate'));
    });
    expect(store.getState().session.isValidated).toBe(true);

    // The page is there at once; the loader stays over it for 500 ms.
    expect(screen.getByText('The workspace')).toBeInTheDocument();
    expect(screen.getByText(LOADER)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(screen.getByText(LOADER)).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText(LOADER)).not.toBeInTheDocument();
    expect(screen.getByText('The workspace')).toBeInTheDocument();
  });

  it('keeps the loader while validation has not settled, however long it takes', () => {
    gateWithValidationUnderWay();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText(LOADER)).toBeInTheDocument();
    expect(screen.queryByText('The workspace')).not.toBeInTheDocument();
  });
});
