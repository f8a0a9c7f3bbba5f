import { BUNDLE_LABELS } from '@/domain/catalogue/bundleFields';
import { fileProblem } from '@/components/form/fileData';

/** The bundle image: one picture, read into a data URL the API accepts. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const imageMessages = {
  type: `${BUNDLE_LABELS.image} must be a PNG, JPEG or WebP file`,
  size: `${BUNDLE_LABELS.image} must be at most 2 MB`,
  unreadable: `${BUNDLE_LABELS.image} could not be read; please choose the file again`,
} as const;

/** Why a chosen file cannot be the bundle's image, or null when it can. */
export const imageProblem = (file: { type: string; size: number }) =>
  fileProblem(file, { types: IMAGE_TYPES, maxBytes: IMAGE_MAX_BYTES }, imageMessages);
