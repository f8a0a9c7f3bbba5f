import { ATTACHMENT_MESSAGES, TICKET_FIELDS, attachmentProblem } from '@/domain/contract';

export interface Refusal {
  name: string;
  message: string;
}

/**
 * Files chosen in the picker, checked before anything is uploaded with the rule the server applies
 * too: each a PDF or a photo under 5 MB, at most five with those already attached.
 */
export function pickAttachments(
  attached: readonly File[],
  chosen: readonly File[],
): { files: File[]; refused: Refusal[] } {
  const files = [...attached];
  const refused: Refusal[] = [];
  for (const file of chosen) {
    const problem =
      attachmentProblem({ name: file.name, type: file.type, size: file.size }) ??
      (files.length >= TICKET_FIELDS.attachments.max ? ATTACHMENT_MESSAGES.tooMany : null);
    if (problem) refused.push({ name: file.name, message: problem });
    else files.push(file);
  }
  return { files, refused };
}
