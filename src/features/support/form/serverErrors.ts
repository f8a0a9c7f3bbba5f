import { toFormStatus } from '@/components/form/serverErrors';
import { TICKET_LABELS } from './schema';

/** The message forms' labels; the files are shown under 'Attachments'. */
export const MESSAGE_FORM_LABELS = { ...TICKET_LABELS, files: TICKET_LABELS.attachments };

/** The server's `attachments[i]` and `attachments` refusals belong to the form's `files`. */
const fieldOf = (key: string) => (key.startsWith('attachments') ? 'files' : key);

/** A refused send as formik status: each message on its field, the rest above the form. */
export const messageFormStatus = (error: unknown, values: object) =>
  toFormStatus(error, MESSAGE_FORM_LABELS, values, fieldOf);
