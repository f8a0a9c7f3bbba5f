import { baseApi } from '@/api/baseApi';
import { authPaths } from '@/features/auth/paths';
import type {
  InviteMemberOptionsResponse,
  InviteMemberRequest,
  ResendInvitationRequest,
  Role,
  TeamFunctionsResponse,
  TeamMemberDetail,
  TeamMemberListQuery,
  TeamMemberResponse,
  TeamMembersResponse,
  TeamMemberWriteResponse,
  UpdateMemberRequest,
} from '@/domain/contract';

/** The team list of the organisation; a member has the tag `{ type: 'User', id: uid }`. */
const TEAM = { type: 'User' as const, id: 'TEAM' };
const users = (organisation: string) => `organisations/${organisation}/users`;

/** Where the mailed invitation link lands: this portal's accept page. */
const acceptInvitationUrl = () => `${window.location.origin}${authPaths.acceptInvitation}`;

interface MemberArg {
  organisation: string;
  uid: string;
}

/**
 * organisations/{id}/users and its actions. Every write refreshes the team list and the
 * organisation (its list shows the count of active users).
 */
export const teamApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listMembers: build.query<TeamMembersResponse, TeamMemberListQuery & { organisation: string }>({
      query: ({ organisation, ...params }) => ({ url: users(organisation), params }),
      providesTags: (page) => [
        ...(page?.data ?? []).map(({ uid }) => ({ type: 'User' as const, id: uid })),
        TEAM,
      ],
    }),
    getMember: build.query<TeamMemberDetail, MemberArg>({
      query: ({ organisation, uid }) => `${users(organisation)}/${uid}`,
      transformResponse: (answer: TeamMemberResponse) => answer.data,
      providesTags: (_member, _error, { uid }) => [{ type: 'User', id: uid }],
    }),
    getInviteOptions: build.query<Role[], string>({
      query: (organisation) => `${users(organisation)}/new`,
      transformResponse: (answer: InviteMemberOptionsResponse) => answer.data.roles,
    }),
    listFunctions: build.query<TeamFunctionsResponse['data'], string>({
      query: (organisation) => `${users(organisation)}/functions`,
      transformResponse: (answer: TeamFunctionsResponse) => answer.data,
    }),
    inviteMember: build.mutation<
      TeamMemberWriteResponse,
      { organisation: string; body: InviteMemberRequest }
    >({
      query: ({ organisation, body }) => ({
        url: users(organisation),
        method: 'POST',
        data: { ...body, redirect_url: acceptInvitationUrl() } satisfies InviteMemberRequest,
      }),
      invalidatesTags: [TEAM, 'Organisation'],
    }),
    updateMember: build.mutation<
      TeamMemberWriteResponse,
      MemberArg & { body: UpdateMemberRequest }
    >({
      query: ({ organisation, uid, body }) => ({
        url: `${users(organisation)}/${uid}`,
        method: 'PATCH',
        data: body,
      }),
      invalidatesTags: (_answer, _error, { uid }) => [
        { type: 'User', id: uid },
        TEAM,
        'Organisation',
      ],
    }),
    resendInvitation: build.mutation<TeamMemberWriteResponse, MemberArg>({
      query: ({ organisation, uid }) => ({
        url: `${users(organisation)}/${uid}/resend_invitation`,
        method: 'POST',
        data: { redirect_url: acceptInvitationUrl() } satisfies ResendInvitationRequest,
      }),
      invalidatesTags: (_answer, _error, { uid }) => [{ type: 'User', id: uid }, TEAM],
    }),
    removeInvitation: build.mutation<TeamMemberWriteResponse, MemberArg>({
      query: ({ organisation, uid }) => ({
        url: `${users(organisation)}/${uid}/remove_invitation`,
        method: 'POST',
      }),
      invalidatesTags: (_answer, _error, { uid }) => [{ type: 'User', id: uid }, TEAM],
    }),
  }),
});

export const {
  useListMembersQuery,
  useGetMemberQuery,
  useGetInviteOptionsQuery,
  useListFunctionsQuery,
  useInviteMemberMutation,
  useUpdateMemberMutation,
  useResendInvitationMutation,
  useRemoveInvitationMutation,
} = teamApi;
