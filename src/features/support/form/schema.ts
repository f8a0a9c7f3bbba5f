import * as yup from 'yup';
import { TICKET_FIELDS as F, TICKET_LABELS, type NewTicketInput } from '@/domain/contract';
// Not through the contract barrel: the message rules use the HTML sanitiser (DOMPurify), which
// every page importing the contract (the sign-in page among them) would otherwise load.
import { messageFits, toMessageHtml } from '@/domain/support/message';
import { fieldMessages } from '@/domain/fields/registry';

/** Labels and limits come from the ticket registry the simulator checks against too. */
export { TICKET_LABELS, toMessageHtml };

export const supportMessages = {
  subjectRequired: fieldMessages.required(F.subject.label),
  subjectTooLong: fieldMessages.maxLength(F.subject.label, F.subject.max),
  messageRequired: fieldMessages.required(F.body.label),
  messageTooLong: fieldMessages.maxLength(F.body.label, F.body.max),
} as const;

export interface CommentFormValues {
  body: string;
  files: File[];
}

export interface NewChatFormValues extends CommentFormValues {
  subject: string;
  /** Given by the link that opened the form (an order's page): the reference is not asked. */
  order_id: number | null;
  order_reference: string;
}

export const EMPTY_COMMENT: CommentFormValues = { body: '', files: [] };

/** The server counts the HTML it stores: the escaped text is what must fit, as the counter says. */
const fitsWhenSent = (text: string | undefined) => messageFits(text ?? '');

const files = yup.array(yup.mixed<File>().defined()).defined();

/** A comment: words, a file, or both. */
export const commentSchema = yup.object({
  // Formik hands an empty text to yup as undefined: the test below reads both as no words.
  body: yup
    .string()
    .test('message-or-file', supportMessages.messageRequired, (value, context) => {
      const attached = (context.parent as CommentFormValues).files.length > 0;
      return attached || (value ?? '').trim() !== '';
    })
    .test('fits', supportMessages.messageTooLong, fitsWhenSent),
  files,
});

/** A new chat: a subject and a first message; the order is optional. */
export const newChatSchema = yup.object({
  subject: yup
    .string()
    .trim()
    .required(supportMessages.subjectRequired)
    .max(F.subject.max, supportMessages.subjectTooLong),
  order_id: yup.number().integer().positive().nullable().defined(),
  order_reference: yup
    .string()
    .trim()
    .max(
      F.order_reference.max,
      fieldMessages.maxLength(F.order_reference.label, F.order_reference.max),
    ),
  body: yup
    .string()
    .trim()
    .required(supportMessages.messageRequired)
    .test('fits', supportMessages.messageTooLong, fitsWhenSent),
  files,
});

export function toNewTicketInput(values: NewChatFormValues): NewTicketInput {
  const reference = values.order_reference.trim();
  return {
    subject: values.subject.trim(),
    ...(values.order_id
      ? { order_id: values.order_id }
      : reference
        ? { order_reference: reference }
        : {}),
    body: toMessageHtml(values.body),
  };
}
