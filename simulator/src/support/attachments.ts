import {
  ATTACHMENT_MESSAGES,
  TICKET_FIELDS,
  attachmentProblem,
  attachmentType,
} from '@/domain/contract';
import type { TicketAttachment } from '../db/schema';
import type { FieldErrors } from '../server-rules/fields';

/** The first bytes each accepted type starts with: a renamed file is refused like a wrong type. */
const SIGNATURES: Record<string, (bytes: Uint8Array) => boolean> = {
  'application/pdf': (b) => ascii(b, 0, 5) === '%PDF-',
  'image/png': (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => ['GIF87a', 'GIF89a'].includes(ascii(b, 0, 6)),
  'image/webp': (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
};

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/** Base64 without Buffer (the browser has none), in chunks so a 5 MB file fits the call stack. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export type StoredAttachment = Omit<TicketAttachment, 'id'>;

/**
 * The files of a multipart body (`attachments[]`) checked as the server does: at most five, each
 * a PDF or photo under 5 MB whose content is what its type says. Refusals are keyed
 * `attachments[i]` (or `attachments` for too many), worded as the portal shows them. Files are
 * kept as data URLs in the comment: the simulator has no file storage.
 */
export async function readAttachments(
  files: File[],
): Promise<{ attachments: StoredAttachment[]; errors: FieldErrors | null }> {
  if (files.length > TICKET_FIELDS.attachments.max)
    return { attachments: [], errors: { attachments: [ATTACHMENT_MESSAGES.tooMany] } };
  const errors: FieldErrors = {};
  const attachments: StoredAttachment[] = [];
  for (const [i, file] of files.entries()) {
    const facts = { name: file.name, type: file.type, size: file.size };
    let problem = attachmentProblem(facts);
    const type = attachmentType(facts);
    let bytes: Uint8Array | null = null;
    if (!problem && type) {
      bytes = new Uint8Array(await file.arrayBuffer());
      if (!SIGNATURES[type]!(bytes)) problem = ATTACHMENT_MESSAGES.wrongType;
    }
    if (problem || !type || !bytes) {
      errors[`attachments[${i}]`] = [problem ?? ATTACHMENT_MESSAGES.wrongType];
      continue;
    }
    attachments.push({
      name: file.name,
      content_type: type,
      size: file.size,
      data_url: `data:${type};base64,${bytesToBase64(bytes)}`,
    });
  }
  return Object.keys(errors).length ? { attachments: [], errors } : { attachments, errors: null };
}
