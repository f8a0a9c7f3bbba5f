/**
 * Documents attached to an outbound order (a BYO label, a commercial invoice): which files, how
 * large, how many. One rule for the wizard's picker (before a file is read) and for the server
 * (the simulator refuses the same with a 422), so a request that skips the portal gets no further.
 */

/** The types a document may have: a PDF or an image. */
export const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export const DOCUMENTS_MAX = 5;
/** Largest document kept (characters of its data URL): about 2 MB of file. */
export const DOCUMENT_MAX_CHARS = 2_800_000;
/** Largest file accepted: its data URL must fit what the draft and the server keep. */
export const DOCUMENT_MAX_BYTES = Math.floor((DOCUMENT_MAX_CHARS - 100) * 0.75);

export const DOCUMENT_MESSAGES = {
  wrongType: (name: string) => `${name}: only PDF, PNG, JPEG or WebP files can be attached`,
  tooLarge: (name: string) =>
    `${name}: a document must be at most ${Math.floor(DOCUMENT_MAX_BYTES / 1_000_000)} MB`,
  tooMany: `At most ${DOCUMENTS_MAX} documents`,
} as const;

export const isDocumentType = (type: string): boolean =>
  (DOCUMENT_TYPES as readonly string[]).includes(type);

/** Why a file cannot be attached, or null. */
export function documentProblem(file: { name: string; type: string; size: number }): string | null {
  if (!isDocumentType(file.type)) return DOCUMENT_MESSAGES.wrongType(file.name);
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_MESSAGES.tooLarge(file.name);
  return null;
}

/** How many bytes a base64 payload decodes to (padding and whitespace not counted). */
export function base64Bytes(payload: string): number {
  const digits = payload.replace(/[\s=]/g, '').length;
  return Math.floor((digits * 3) / 4);
}

/**
 * The facts of a document sent as a data URL, as the picker saw the file: its name, the type the
 * data URL declares, and the size of what it holds.
 */
export function dataUrlFacts(
  name: string,
  dataUrl: string,
): { name: string; type: string; size: number } | null {
  const match = /^data:([\w.+-]+\/[\w.+-]+)(?:;[\w.+-]+=[\w.+-]+)*;base64,(.*)$/s.exec(dataUrl);
  if (!match) return null;
  return { name, type: match[1]!.toLowerCase(), size: base64Bytes(match[2]!) };
}
