/**
 * Support chats (support/tickets): the shapes the portal and the simulator share, and the rules
 * both apply to what a merchant sends (the field registry and the attachment rule), so the form
 * refuses exactly what the server would.
 */
import { labelsOf, type FieldDef } from '@/domain/fields/registry';
import type { DataAnswer, Page, PageMeta } from '../contract';

export const TICKET_STATUSES = ['open', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** A chat about one order, or a general one (no order). */
export const TICKET_TYPES = ['order', 'general'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

/** The order a chat is tied to, enough to name it and link to it. */
export interface TicketOrderRef {
  id: number;
  reference: string;
  direction: 'inbound' | 'outbound';
}

export type AttachmentKind = 'image' | 'pdf';

export interface TicketAttachment {
  id: number;
  name: string;
  content_type: string;
  kind: AttachmentKind;
  /** Bytes. */
  size: number;
  /** Where the file is read from: the simulator answers a data: URL, a server a storage URL. */
  url: string;
}

export interface TicketComment {
  id: number;
  author: string;
  from_support: boolean;
  /** HTML (the warehouse's markup, or the merchant's text escaped): always rendered sanitised. */
  body: string;
  created_at: string;
  attachments: TicketAttachment[];
}

export interface TicketSummary {
  uid: string;
  subject: string;
  status: TicketStatus;
  /** The warehouse wrote last and nobody has opened the thread since. */
  unread: boolean;
  type: TicketType;
  order: TicketOrderRef | null;
  comment_count: number;
  created_at: string;
  updated_at: string;
}

/** GET support/tickets?page&per_page&status&unread&order_id&type&query — newest activity first. */
export type TicketsResponse = Page<TicketSummary>;

/**
 * GET support/tickets/{uid}?page&per_page — the ticket and one page of its comments, oldest to
 * newest; `meta` pages the comments. Without `page` the server answers the LAST page (the newest
 * comments), and `meta.page` says which one that is.
 */
export interface TicketThreadResponse {
  data: TicketSummary & { comments: TicketComment[] };
  meta: PageMeta;
}

/** POST support/tickets, PATCH support/tickets/{uid}, POST …/mark-read. */
export type TicketResponse = DataAnswer<TicketSummary>;

/** POST support/tickets/{uid}/comment: the comment and the ticket as it now is. */
export interface TicketCommentResponse {
  data: TicketComment;
  ticket: TicketSummary;
}

/**
 * POST support/tickets as JSON, or multipart with `attachments[]` files. `body` is HTML: the
 * portal sends the merchant's text escaped (textToHtml).
 */
export interface NewTicketInput {
  subject: string;
  /** The order by its id (a link from the order's page)… */
  order_id?: number | null;
  /** …or by the reference the merchant knows it by (case-insensitive). */
  order_reference?: string;
  body: string;
}

/** POST support/tickets/{uid}/comment as JSON, or multipart with `attachments[]` files. */
export interface TicketCommentInput {
  body: string;
}

/** PATCH support/tickets/{uid}: the merchant closes an open chat or reopens a closed one. */
export interface TicketStatusInput {
  status: TicketStatus;
}

/** Comments per page of a thread, unless `per_page` says otherwise. */
export const THREAD_PAGE_SIZE = 20;

/** The fields a merchant sends, declared once for the forms and the server's 422 checks. */
export const TICKET_FIELDS = {
  subject: { label: 'Subject', kind: 'text', required: true, max: 150 },
  order_id: { label: 'Order', kind: 'id' },
  order_reference: { label: 'Order reference', kind: 'text', max: 50 },
  body: { label: 'Message', kind: 'text', required: true, max: 5000 },
  attachments: { label: 'Attachments', kind: 'list', max: 5 },
  status: { label: 'Status', kind: 'choice', options: TICKET_STATUSES },
} as const satisfies Record<string, FieldDef>;

export const TICKET_LABELS = labelsOf(TICKET_FIELDS);

// ---- Attachments ---------------------------------------------------------------------------

/** 5 MB: a file must be smaller than this ("PDF or photo under 5MB"). */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

/** The types a chat takes, with the extensions a file of that type may have. */
export const ATTACHMENT_TYPES: Readonly<
  Record<string, { kind: AttachmentKind; extensions: string[] }>
> = {
  'application/pdf': { kind: 'pdf', extensions: ['pdf'] },
  'image/jpeg': { kind: 'image', extensions: ['jpg', 'jpeg'] },
  'image/png': { kind: 'image', extensions: ['png'] },
  'image/gif': { kind: 'image', extensions: ['gif'] },
  'image/webp': { kind: 'image', extensions: ['webp'] },
};

/** What a file picker's `accept` lists. */
export const ATTACHMENT_ACCEPT = Object.entries(ATTACHMENT_TYPES)
  .flatMap(([type, { extensions }]) => [type, ...extensions.map((e) => `.${e}`)])
  .join(',');

export const ATTACHMENT_MESSAGES = {
  imageTooLarge: 'Image must be less than 5MB',
  pdfTooLarge: 'PDF must be less than 5MB',
  wrongType: 'Only PDF files and photos (JPEG, PNG, GIF or WebP) can be attached',
  empty: 'The file is empty',
  tooMany: `Attach at most ${TICKET_FIELDS.attachments.max} files at a time`,
} as const;

export interface AttachmentFacts {
  name: string;
  /** The declared MIME type; '' or application/octet-stream when the browser did not know. */
  type: string;
  size: number;
}

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * The content type a file is taken for: its declared type when that is one a chat takes and its
 * name agrees; the type its extension names when none was declared; else null.
 */
export function attachmentType({ name, type }: Pick<AttachmentFacts, 'name' | 'type'>) {
  const extension = extensionOf(name);
  const declared = type.trim().toLowerCase();
  if (declared && declared !== 'application/octet-stream') {
    const rule = ATTACHMENT_TYPES[declared];
    return rule && rule.extensions.includes(extension) ? declared : null;
  }
  return (
    Object.entries(ATTACHMENT_TYPES).find(([, rule]) => rule.extensions.includes(extension))?.[0] ??
    null
  );
}

/** Why a file cannot be attached, or null: a PDF or a photo, not empty, under 5 MB. */
export function attachmentProblem(file: AttachmentFacts): string | null {
  const type = attachmentType(file);
  if (!type) return ATTACHMENT_MESSAGES.wrongType;
  if (file.size <= 0) return ATTACHMENT_MESSAGES.empty;
  if (file.size >= ATTACHMENT_MAX_BYTES)
    return ATTACHMENT_TYPES[type]!.kind === 'image'
      ? ATTACHMENT_MESSAGES.imageTooLarge
      : ATTACHMENT_MESSAGES.pdfTooLarge;
  return null;
}
