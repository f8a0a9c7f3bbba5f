import { labelledFieldErrors } from './fieldErrors';

const rejected = (fieldErrors: Record<string, string[]>) => ({
  status: 422,
  message: 'Name has already been taken',
  fieldErrors,
});

describe('labelledFieldErrors', () => {
  it('puts the label in front of Rails-style messages and keeps full sentences as they are', () => {
    const placed = labelledFieldErrors(
      rejected({ name: ['has already been taken'], sku: ['SKU is reserved'] }),
      { name: 'Name', sku: 'SKU' },
    );
    expect(placed.fields).toEqual({ name: 'Name has already been taken', sku: 'SKU is reserved' });
  });

  it('maps server keys onto form fields, first message wins, unknown keys are left out', () => {
    const placed = labelledFieldErrors(
      rejected({
        'products[0].quantity': ['must be greater than 0'],
        'products.1': ['is archived'],
        secret: ['is wrong'],
      }),
      { products: 'Products' },
      (key) => key.split(/[.[]/)[0],
    );
    expect(placed.fields).toEqual({ products: 'Products must be greater than 0' });
    expect(placed.message).toBe('Name has already been taken');
  });

  it('describes anything that is not an API error', () => {
    const placed = labelledFieldErrors(new Error('boom'), { name: 'Name' });
    expect(placed.fields).toEqual({});
    expect(placed.message).toBe('An error occurred while fetching the data.');
  });
});
