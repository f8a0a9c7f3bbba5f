import type { BundleDetail } from '@/domain/contract';
import { EMPTY_BUNDLE, fromBundleDetail, toBundleInput } from './values';
import { imageMessages, imageProblem } from './imageFile';
import { bundlesPossible } from './ProductPicker';

describe('toBundleInput', () => {
  it('trims text, drops blank steps and sends only what the contract names', () => {
    const input = toBundleInput({
      ...EMPTY_BUNDLE,
      products: [{ product_id: 7, sku: 'A', title: 'A', available: 3, quantity: 2 }],
      sku: ' GIFT-1 ',
      title: ' Gift ',
      description: ' Nice ',
      length: 10,
      width: 20,
      height: 30,
      weight: 2,
      prepping_required: true,
      prepping_steps: [' Wrap ', '', '  ', 'Label'],
      image: 'data:image/png;base64,AAAA',
    });
    expect(input).toEqual({
      sku: 'GIFT-1',
      title: 'Gift',
      description: 'Nice',
      products: [{ product_id: 7, quantity: 2 }],
      length: 10,
      width: 20,
      height: 30,
      weight: 2,
      prepping_required: true,
      prepping_steps: ['Wrap', 'Label'],
      image: 'data:image/png;base64,AAAA',
    });
  });

  it('sends no steps when prepping is not required', () => {
    const input = toBundleInput({ ...EMPTY_BUNDLE, prepping_steps: ['Wrap'] });
    expect(input.prepping_steps).toEqual([]);
    expect(input.prepping_required).toBe(false);
  });

  it('round-trips a saved bundle', () => {
    const bundle = {
      id: 3,
      uid: 'u',
      sku: 'B-1',
      title: 'Box',
      description: '',
      products: [{ product_id: 1, quantity: 2, sku: 'P-1', title: 'P', available: 9 }],
      prepping_required: false,
      prepping_steps: [],
      image: 'https://img.test/b.png',
      length: 1,
      width: 2,
      height: 3,
      weight: 4,
      stock: 4,
      available: 4,
      archived: false,
      created_at: '',
      updated_at: '',
    } satisfies BundleDetail;
    const values = fromBundleDetail(bundle);
    expect(values.prepping_steps).toEqual(['']);
    expect(toBundleInput(values)).toMatchObject({
      sku: 'B-1',
      products: [{ product_id: 1, quantity: 2 }],
      image: 'https://img.test/b.png',
    });
  });
});

describe('imageProblem', () => {
  it('takes PNG, JPEG and WebP up to 2 MB', () => {
    expect(imageProblem({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(imageProblem({ type: 'image/jpeg', size: 1 })).toBeNull();
    expect(imageProblem({ type: 'image/webp', size: 1 })).toBeNull();
  });
  it('refuses other types and larger files', () => {
    expect(imageProblem({ type: 'image/gif', size: 1 })).toBe(imageMessages.type);
    expect(imageProblem({ type: 'application/pdf', size: 1 })).toBe(imageMessages.type);
    expect(imageProblem({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe(imageMessages.size);
  });
});

describe('bundlesPossible', () => {
  const line = (available: number, quantity: number | null) => ({
    product_id: Math.random(),
    sku: 's',
    title: 't',
    available,
    quantity,
  });
  it('is the smallest number of whole bundles the lines make', () => {
    expect(bundlesPossible([line(10, 3), line(7, 2)])).toBe(3);
    expect(bundlesPossible([line(0, 1)])).toBe(0);
  });
  it('is unknown while a quantity is missing or there are no lines', () => {
    expect(bundlesPossible([])).toBeNull();
    expect(bundlesPossible([line(10, null)])).toBeNull();
  });
});
