/** What a file field takes: its media types and the largest file. */
export interface FileAccepts {
  types: readonly string[];
  maxBytes: number;
}

/** Why a chosen file cannot be taken (`messages.type` or `messages.size`), or null when it can. */
export function fileProblem(
  file: { type: string; size: number },
  accepts: FileAccepts,
  messages: { type: string; size: string },
): string | null {
  if (!accepts.types.includes(file.type)) return messages.type;
  if (file.size > accepts.maxBytes) return messages.size;
  return null;
}

/** A chosen file as the data URL the API takes in a JSON body; rejects when it cannot be read. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}
