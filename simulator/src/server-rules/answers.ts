import { HttpResponse } from 'msw';
import type { MessageResponse, UniquenessResponse } from '@/domain/contract';

/** Success bodies several endpoints share. */

/** `{ success: true, message }`: the answer of the link-mailing and password endpoints. */
export const messageAnswer = (message: string) =>
  HttpResponse.json({ success: true, message } satisfies MessageResponse);

/** A uniqueness check's answer: the message says why the value is not free (null when it is). */
export const uniquenessAnswer = (taken: boolean, message: string) =>
  HttpResponse.json({
    data: { unique: !taken, message: taken ? message : null },
  } satisfies UniquenessResponse);
