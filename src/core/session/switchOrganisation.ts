import { createAsyncThunk } from '@reduxjs/toolkit';
import type { User } from '@/domain/contract';
import { SESSION_MESSAGES } from './messages';

export interface SwitchOrganisationArgs {
  organisationUid: string;
  /** Where to go once switched (the /redirection page passes its internal_url). */
  then?: string;
}

/**
 * Switches the session to another organisation (the switchOrganisation endpoint). The session
 * slice sets isSwitchingOrganisation while it runs and replaces the user (new role, access map,
 * organisation) with the answer; the session listener then clears the server cache and navigates.
 * The request lets go after the timeout policy's limit, so the flag (which pauses the route guard)
 * is always cleared: a failure rejects with what went wrong (the server's message, offline, a
 * timeout) and the user stays in the organisation they were in.
 */
export const switchOrganisation = createAsyncThunk<
  User,
  SwitchOrganisationArgs,
  { rejectValue: string }
>('organisation/switch', async ({ organisationUid }, { dispatch, rejectWithValue }) => {
  try {
    // Loaded on use, like the session thunks' endpoints: not part of the first screen.
    const { sessionApi } = await import('@/api/sessionEndpoints');
    return await dispatch(
      sessionApi.endpoints.switchOrganisation.initiate(
        { organisation_uid: organisationUid },
        { track: false },
      ),
    ).unwrap();
  } catch (error) {
    return rejectWithValue(readableMessage(error) ?? SESSION_MESSAGES.SOMETHING_WENT_WRONG);
  }
});

/** The query error's readable text (src/api/apiError.ts), when it has one. */
function readableMessage(error: unknown): string | undefined {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}
