import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { createTestRouter } from '@/app/createAppRouter';
import { Providers } from '@/app/Providers';
import { makeStore } from '@/app/store';
import { wireHttp } from '@/app/wireHttp';
import { signIn } from '@/core/session/sessionThunks';
import { DEMO_PASSWORD } from './constants';
import { closeAfterTest } from './storeLifetime';

export { DEMO_PASSWORD };

/**
 * Renders the whole portal (real store, real router table, real API layer) at `path`, with the
 * store's own app context (a new one per store: nothing is shared with another render). The store
 * is closed when the test ends.
 */
export function renderApp(path: string, store = makeStore()) {
  closeAfterTest(store);
  wireHttp(store);
  const router = createTestRouter(path, store.context);
  const user = userEvent.setup();
  const view = render(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, store, router, user };
}

/**
 * A store whose session was opened by a real sign-in against the simulator, as if the person had
 * signed in earlier (the user and its tokens are stored, as the portal keeps them).
 */
export async function signedInStore(email: string) {
  const store = closeAfterTest(makeStore());
  wireHttp(store);
  createTestRouter('/auth/login', store.context); // sign-in navigates; give it a router of its own
  const result = await store.dispatch(signIn({ email, password: DEMO_PASSWORD }));
  if (!signIn.fulfilled.match(result))
    throw new Error(`sign-in failed for ${email}: ${result.payload}`);
  return store;
}
