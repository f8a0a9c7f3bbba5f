import { BUNDLE_LABELS } from '@/domain/catalogue/bundleFields';

/** The bundle image: one picture, read into a data URL the API accepts. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const imageMessages = {
  type: `${BUNDLE_LABELS.image} must be a PNG, JPEG or WebP file`,
  size: `${BUNDLE_LABELS.image} must be at most 2 MB`,
  unreadable: `${BUNDLE_LABELS.image} could not be read; please choose the file again`,
} as const;

/** Why a chosen file cannot be the bundle's image, or null when it can. */
export function imageProblem(file: { type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return imageMessages.type;
  if (file.size > IMAGE_MAX_BYTES) return imageMessages.size;
  return null;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}
