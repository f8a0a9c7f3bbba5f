import type { BundleDetail, BundleInput } from '@/domain/contract';

/** One product of the bundle as the form holds it: what the picker showed, plus the quantity. */
export interface BundleLineValue {
  product_id: number;
  sku: string;
  title: string;
  available: number;
  /** null while the box is empty. */
  quantity: number | null;
}

/** Every field of the wizard and the edit page. Numbers are null while empty. */
export interface BundleFormValues {
  products: BundleLineValue[];
  sku: string;
  title: string;
  description: string;
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
  prepping_required: boolean;
  prepping_steps: string[];
  /** Data URL of a new upload, or the URL the server keeps. */
  image: string;
}

export const EMPTY_BUNDLE: BundleFormValues = {
  products: [],
  sku: '',
  title: '',
  description: '',
  length: null,
  width: null,
  height: null,
  weight: null,
  prepping_required: false,
  prepping_steps: [''],
  image: '',
};

/**
 * What the server receives. Blank steps are dropped (an empty row is just an unused box), and
 * steps are only sent when prepping is required: the switch decides whether they apply.
 */
export function toBundleInput(values: BundleFormValues): BundleInput {
  const steps = values.prepping_steps.map((s) => s.trim()).filter(Boolean);
  return {
    sku: values.sku.trim(),
    title: values.title.trim(),
    description: values.description.trim(),
    products: values.products.map(({ product_id, quantity }) => ({
      product_id,
      quantity: quantity ?? 0,
    })),
    length: values.length ?? 0,
    width: values.width ?? 0,
    height: values.height ?? 0,
    weight: values.weight ?? 0,
    prepping_required: values.prepping_required,
    prepping_steps: values.prepping_required ? steps : [],
    image: values.image,
  };
}

/** The edit page starts from the saved bundle. */
export function fromBundleDetail(bundle: BundleDetail): BundleFormValues {
  return {
    products: bundle.products.map(({ product_id, sku, title, available, quantity }) => ({
      product_id,
      sku,
      title,
      available,
      quantity,
    })),
    sku: bundle.sku,
    title: bundle.title,
    description: bundle.description,
    length: bundle.length,
    width: bundle.width,
    height: bundle.height,
    weight: bundle.weight,
    prepping_required: bundle.prepping_required,
    prepping_steps: bundle.prepping_steps.length ? [...bundle.prepping_steps] : [''],
    image: bundle.image,
  };
}
