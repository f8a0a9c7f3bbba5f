import type { ProductUnit } from '@/domain/contract';
import { CATALOGUE_MESSAGES } from '@/domain/catalogue/rules';
import { breakdownProblem } from './breakdown';
import {
  EMPTY_TYPE_VALUES,
  allErrors,
  detailsErrors,
  dimensionsErrors,
  fromUnit,
  itemsPerUnit,
  typeFormStatus,
  toUnitInput,
  sidesSnapshot,
  volumeOf,
  type TypeFormValues,
  type UnitPlace,
} from './typeForm';

const unit = (over: Partial<ProductUnit>): ProductUnit => ({
  unit: 'BASE',
  items_per_unit: 1,
  stock: 0,
  barcode: 'SKU',
  length: 10,
  width: 8,
  height: 5,
  weight: 0.5,
  volume: 0.0004,
  ...over,
});
const box = unit({ unit: 'BOX', items_per_unit: 12, length: 30, width: 20, height: 15, weight: 6 });
const pallet = unit({ unit: 'PALLET', items_per_unit: 480, length: 120, width: 100, height: 90 });
const cartonPlace: UnitPlace = { unit: 'CARTON', parent: box, holder: pallet };
const values = (over: Partial<TypeFormValues>): TypeFormValues => ({
  length: 60,
  width: 40,
  height: 30,
  weight: 25,
  parent_quantity: 4,
  barcode: '',
  ...over,
});

describe('the type dimensions rule', () => {
  it("says 'Invalid Dimensions' for an empty, zero or negative side", () => {
    expect(dimensionsErrors(EMPTY_TYPE_VALUES, cartonPlace).dimensions).toBe(
      CATALOGUE_MESSAGES.invalidDimensions,
    );
    expect(dimensionsErrors(values({ width: 0 }), cartonPlace).dimensions).toBe(
      'Invalid Dimensions',
    );
    expect(dimensionsErrors(values({ height: -3 }), cartonPlace).dimensions).toBe(
      'Invalid Dimensions',
    );
  });

  it('refuses a unit smaller than its parent, yet accepts the parent turned on its side', () => {
    // Sides compared smallest to smallest: 10 cm cannot take the box's 15 cm.
    expect(dimensionsErrors(values({ height: 10 }), cartonPlace).dimensions).toBe(
      'dimensions are smaller than the parent',
    );
    // 15 × 30 × 20 is the box itself, turned.
    expect(dimensionsErrors(values({ length: 15, width: 30, height: 20 }), cartonPlace)).toEqual(
      {},
    );
  });

  it('refuses a unit the larger type could no longer hold', () => {
    expect(dimensionsErrors(values({ length: 130 }), cartonPlace).dimensions).toBe(
      'The PALLET type would be smaller than these dimensions',
    );
  });

  it('wants a weight above zero', () => {
    expect(dimensionsErrors(values({ weight: null }), cartonPlace).weight).toBe(
      'Weight is required',
    );
    expect(dimensionsErrors(values({ weight: 0 }), cartonPlace).weight).toBe(
      'Weight must be greater than 0',
    );
  });
});

describe('the type details rule', () => {
  it('wants a whole number of parents, at least one, labelled by what it counts', () => {
    const at = (q: number | null) => detailsErrors(values({ parent_quantity: q }), cartonPlace);
    expect(at(null).parent_quantity).toBe('Boxes per carton is required');
    expect(at(2.5).parent_quantity).toBe('Boxes per carton must be an integer');
    expect(at(0).parent_quantity).toBe('Boxes per carton must be greater than or equal to 1');
    expect(at(4)).toEqual({});
  });

  it('keeps the larger type a whole number of the new one when adding, not when editing', () => {
    // 5 boxes = 60 items; the pallet's 480 items are 8 of those.
    expect(detailsErrors(values({ parent_quantity: 5 }), cartonPlace)).toEqual({});
    // 7 boxes = 84 items: 480 is not a multiple.
    expect(detailsErrors(values({ parent_quantity: 7 }), cartonPlace).parent_quantity).toBe(
      'A PALLET holds 480 items, which is not a whole number of CARTON units of 84',
    );
    expect(
      detailsErrors(values({ parent_quantity: 7 }), { ...cartonPlace, editing: true }),
    ).toEqual({});
  });

  it('accepts a blank barcode and refuses one Code 128 cannot print', () => {
    expect(detailsErrors(values({ barcode: '   ' }), cartonPlace)).toEqual({});
    expect(detailsErrors(values({ barcode: 'CTN-ü' }), cartonPlace).barcode).toBe(
      CATALOGUE_MESSAGES.barcode,
    );
  });

  it('gathers every step at once', () => {
    expect(Object.keys(allErrors(EMPTY_TYPE_VALUES, cartonPlace)).sort()).toEqual([
      'dimensions',
      'parent_quantity',
      'weight',
    ]);
  });
});

describe('the type values', () => {
  it('computes items per unit and volume only from complete values', () => {
    expect(itemsPerUnit(values({ parent_quantity: 4 }), cartonPlace)).toBe(48);
    expect(itemsPerUnit(values({ parent_quantity: 1.5 }), cartonPlace)).toBeNull();
    expect(volumeOf(values({}))).toBe(0.072);
    expect(volumeOf(values({ height: null }))).toBeNull();
  });

  it('sends what the server expects and reads a unit back', () => {
    expect(toUnitInput(values({ barcode: '  CTN-1 ' }), 'CARTON')).toEqual({
      unit: 'CARTON',
      length: 60,
      width: 40,
      height: 30,
      weight: 25,
      parent_quantity: 4,
      barcode: 'CTN-1',
    });
    const carton = unit({ unit: 'CARTON', items_per_unit: 48, barcode: 'C', weight: 25 });
    expect(fromUnit(carton, box)).toMatchObject({ parent_quantity: 4, barcode: 'C', weight: 25 });
  });
});

/** What a failed RTK Query call rejects with (axiosBaseQuery's ApiQueryError). */
const refusal = (status: number, message: string, fieldErrors?: Record<string, string[]>) => ({
  status,
  message,
  ...(fieldErrors ? { fieldErrors } : {}),
});

const labels = {
  length: 'Length (cm)',
  width: 'Width (cm)',
  height: 'Height (cm)',
  weight: 'Weight (kg)',
  parent_quantity: 'Boxes per carton',
  barcode: 'Barcode',
};
/** A refusal as the form shows it: messages by field, and what goes above the form. */
const serverTypeErrors = (error: unknown) => {
  const status = typeFormStatus(error, values({}), labels);
  return {
    errors: Object.fromEntries(
      Object.entries(status.serverErrors ?? {}).map(([key, entry]) => [key, entry.message]),
    ),
    message: status.formError ?? null,
  };
};

describe("the server's refusal", () => {
  it('lands on the field it is about, word for word', () => {
    const error = refusal(422, 'dimensions are smaller than the parent', {
      dimensions: ['dimensions are smaller than the parent'],
      barcode: ['Barcode is bad'],
    });
    expect(serverTypeErrors(error)).toEqual({
      errors: { dimensions: 'dimensions are smaller than the parent', barcode: 'Barcode is bad' },
      message: null,
    });
  });

  it('puts what no field takes above the form', () => {
    const taken = refusal(422, 'This product already has a CARTON type', {
      unit: ['This product already has a CARTON type'],
    });
    expect(serverTypeErrors(taken)).toEqual({
      errors: {},
      message: 'This product already has a CARTON type',
    });
    expect(serverTypeErrors(refusal(403, 'Action Not Allowed!')).message).toBe(
      'Action Not Allowed!',
    );
  });

  it('keeps the sides refused until one of them changes', () => {
    const error = refusal(422, 'Invalid Dimensions', { width: ['Invalid Dimensions'] });
    const refused = typeFormStatus(error, values({}), labels).serverErrors!.dimensions!;
    expect(refused.value).toBe(sidesSnapshot(values({})));
    expect(refused.value).not.toBe(sidesSnapshot(values({ width: 41 })));
  });
});

describe('the breakdown quantity', () => {
  it('is a whole number from 1 to the stock', () => {
    expect(breakdownProblem(null, 5)).toBe('Quantity is required');
    expect(breakdownProblem(1.5, 5)).toBe('Quantity must be an integer');
    expect(breakdownProblem(0, 5)).toBe('Quantity must be greater than or equal to 1');
    expect(breakdownProblem(6, 5)).toBe(CATALOGUE_MESSAGES.notEnoughQuantity);
    expect(breakdownProblem(5, 5)).toBeNull();
  });
});
