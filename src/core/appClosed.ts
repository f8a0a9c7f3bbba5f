import { createAction } from '@reduxjs/toolkit';

/**
 * The app that owns this store is gone before its page is (a test's app, once the test is done):
 * what would outlive it (the live-updates connection, whose monitor polls on a timer) is closed
 * for good. `store.close()` dispatches it (src/app/store.ts). The portal's own store lives as long
 * as its page, which closes everything by itself.
 */
export const appClosed = createAction('app/closed');
