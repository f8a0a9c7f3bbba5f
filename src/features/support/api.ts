import { transportOf } from '@/api/apiContext';
import { describeApiError } from '@/api/apiError';
import type { ApiQueryError, ApiRequest } from '@/api/axiosBaseQuery';
import { baseApi } from '@/api/baseApi';
import type { Submission } from '@/api/idempotency';
import type {
  NewTicketInput,
  OrderResponse,
  TicketCommentResponse,
  TicketResponse,
  TicketsResponse,
  TicketStatus,
  TicketSummary,
  TicketThreadResponse,
} from '@/domain/contract';
import type { ListRequest } from '@/core/routing/urlState';
import { uploadProgress } from './uploadProgress';

export interface ThreadQuery {
  uid: string;
  /** Left out: the server answers the latest page. */
  page?: number;
}

export interface CommentRequest extends Partial<Submission> {
  uid: string;
  /** HTML (the merchant's text escaped with textToHtml). */
  body: string;
  files: File[];
}

export interface NewTicketRequest extends Partial<Submission> {
  input: NewTicketInput;
  files: File[];
}

const LIST = { type: 'Ticket' as const, id: 'LIST' };
const ticketTag = (uid: string) => ({ type: 'Ticket' as const, id: uid });

/** The upload key of a thread's composer and of the new-chat form (uploadProgress). */
export const commentUploadKey = (uid: string) => `comment:${uid}`;
export const NEW_CHAT_UPLOAD_KEY = 'new-chat';

type Answer<T> = { data: T } | { error: ApiQueryError };
/** The `baseQuery` RTK Query hands a queryFn: the portal's axios with signing and errors. */
type BaseQuery = (
  arg: ApiRequest,
) => PromiseLike<{ data?: unknown; error?: unknown }> | { data?: unknown; error?: unknown };

/**
 * A write that is JSON without files and multipart (`attachments[]`) with them, its upload
 * progress published under `key` while it runs; sent with the submission's Idempotency-Key.
 */
async function sendWithFiles<T>(
  baseQuery: BaseQuery,
  extra: unknown,
  url: string,
  fields: Record<string, unknown>,
  files: File[],
  key: string,
  idempotencyKey?: string,
): Promise<Answer<T>> {
  if (files.length === 0) {
    const result = await baseQuery({ url, method: 'POST', data: fields, idempotencyKey });
    return result.error ? { error: result.error as ApiQueryError } : { data: result.data as T };
  }
  uploadProgress.set(key, 0);
  try {
    const { postMultipartWithProgress } = await import('@/api/transfer');
    const data = await postMultipartWithProgress<T>(
      transportOf(extra),
      url,
      { ...fields, attachments: files },
      (f) => uploadProgress.set(key, f),
      { idempotencyKey },
    );
    return { data };
  } catch (error) {
    return { error: describeApiError(error) };
  } finally {
    uploadProgress.clear(key);
  }
}

/**
 * support/tickets: the list, a thread (a page of comments), a new chat, a comment, mark-read and
 * close/reopen. Every write refreshes the list, the open thread and the dashboard's counts
 * through their tags; the live updates invalidate the same tags when the warehouse writes.
 */
export const supportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listTickets: build.query<TicketsResponse, ListRequest>({
      query: (params) => ({ url: 'support/tickets', params }),
      providesTags: [LIST],
    }),
    getThread: build.query<TicketThreadResponse, ThreadQuery>({
      query: ({ uid, page }) => ({
        url: `support/tickets/${encodeURIComponent(uid)}`,
        params: page ? { page } : undefined,
      }),
      providesTags: (_thread, _error, { uid }) => [ticketTag(uid)],
    }),
    createTicket: build.mutation<TicketSummary, NewTicketRequest>({
      queryFn: async ({ input, files, idempotencyKey }, api, _extra, baseQuery) => {
        const fields = { ...input, order_id: input.order_id ?? undefined };
        const answer = await sendWithFiles<TicketResponse>(
          baseQuery as BaseQuery,
          api.extra,
          'support/tickets',
          fields,
          files,
          NEW_CHAT_UPLOAD_KEY,
          idempotencyKey,
        );
        return 'error' in answer ? answer : { data: answer.data.data };
      },
      invalidatesTags: [LIST, 'DashboardStatistics'],
    }),
    addComment: build.mutation<TicketCommentResponse, CommentRequest>({
      queryFn: ({ uid, body, files, idempotencyKey }, api, _extra, baseQuery) =>
        sendWithFiles<TicketCommentResponse>(
          baseQuery as BaseQuery,
          api.extra,
          `support/tickets/${encodeURIComponent(uid)}/comment`,
          { body },
          files,
          commentUploadKey(uid),
          idempotencyKey,
        ),
      invalidatesTags: (_answer, _error, { uid }) => [ticketTag(uid), LIST, 'DashboardStatistics'],
    }),
    // The thread on screen is already read: only the list and the dashboard counts change.
    markTicketRead: build.mutation<TicketSummary, string>({
      query: (uid) => ({
        url: `support/tickets/${encodeURIComponent(uid)}/mark-read`,
        method: 'POST',
      }),
      transformResponse: (response: TicketResponse) => response.data,
      invalidatesTags: [LIST, 'DashboardStatistics'],
    }),
    setTicketStatus: build.mutation<TicketSummary, { uid: string; status: TicketStatus }>({
      query: ({ uid, status }) => ({
        url: `support/tickets/${encodeURIComponent(uid)}`,
        method: 'PATCH',
        data: { status },
      }),
      transformResponse: (response: TicketResponse) => response.data,
      invalidatesTags: (_answer, _error, { uid }) => [ticketTag(uid), LIST, 'DashboardStatistics'],
    }),
    /**
     * An order's reference by its id (GET bookings/{id}), for a link that names the order by id
     * only. Orders imports support (its Chat tab), so support reads the order itself rather than
     * through the orders feature; a reference never changes, so nothing invalidates it.
     */
    getOrderReference: build.query<string, number>({
      query: (id) => ({ url: `bookings/${id}` }),
      transformResponse: (response: OrderResponse) => response.data.reference,
    }),
  }),
});

export const {
  useListTicketsQuery,
  useGetThreadQuery,
  useCreateTicketMutation,
  useAddCommentMutation,
  useMarkTicketReadMutation,
  useSetTicketStatusMutation,
  useGetOrderReferenceQuery,
} = supportApi;
