import { TOO_MANY_IMAGES } from '@/domain/catalogue/productFields';
import { fileProblem } from '@/components/form/fileData';

/**
 * Product images (decided, docs/catalogue.md): at most MAX_IMAGES, each at most 2 MB, PNG, JPEG
 * or WebP, sent as data URLs in the JSON body so the product and its pictures are saved in one
 * request.
 */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const IMAGE_MESSAGES = {
  tooMany: TOO_MANY_IMAGES,
  type: 'Images must be PNG, JPEG or WebP files',
  size: 'Images must be at most 2 MB each',
} as const;

const DATA_URL = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]*={0,2})$/;

/** Bytes a base64 data URL decodes to (without decoding it). */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

export const isAcceptedImageDataUrl = (value: string): boolean => DATA_URL.test(value);

/** Why a picked file cannot be added, or null; checked before it is read. */
export const imageFileProblem = (file: { type: string; size: number }) =>
  fileProblem(file, { types: ACCEPTED_IMAGE_TYPES, maxBytes: MAX_IMAGE_BYTES }, IMAGE_MESSAGES);
