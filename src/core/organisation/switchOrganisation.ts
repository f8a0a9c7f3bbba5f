import { createAsyncThunk } from '@reduxjs/toolkit';
import type { SwitchOrganisationResponse, User } from '@/api/contract';
import { http } from '@/api/http';
import { SESSION_MESSAGES } from '../session/messages';

export interface SwitchOrganisationArgs {
  organisationUid: string;
  /** Where to go once switched (the /redirection page passes its internal_url). */
  then?: string;
}

/**
 * POST users/switch-organisation. The session slice sets isSwitchingOrganisation while it runs and
 * replaces the user (new role, access map, organisation) with the response; the session listener
 * then clears the server cache and navigates.
 */
export const switchOrganisation = createAsyncThunk<
  User,
  SwitchOrganisationArgs,
  { rejectValue: string }
>('organisation/switch', async ({ organisationUid }, { rejectWithValue }) => {
  try {
    const response = await http.post<SwitchOrganisationResponse>('users/switch-organisation', {
      organisation_uid: organisationUid,
    });
    return response.data.data;
  } catch {
    return rejectWithValue(SESSION_MESSAGES.SOMETHING_WENT_WRONG);
  }
});
