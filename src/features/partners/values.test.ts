// @vitest-environment happy-dom
import { addressSchema } from '@/domain/address/schema';
import type { Supplier } from '@/domain/contract';
import { emptyPartner } from '@/domain/partners/fields';
import { storage, StorageKeys } from '@/lib/storage';
import { partnerDraftStores } from './drafts';
import { contactSchemas, fromPartner, partnerFieldOf, toPartnerInput } from './values';

const supplier: Supplier = {
  id: 7,
  uid: 'u-7',
  created_at: '2026-11-01T00:00:00.000Z',
  name: 'Mia Chen',
  company: 'Bean Brothers',
  email: 'mia@beanbrothers.com.au',
  phone: '',
  supplies: 'Coffee beans',
  supplier_type: 'manufacturer',
  address: {
    addressLine1: '12 Harbour Street',
    addressLine2: '',
    suburb: 'Pyrmont',
    state: 'NSW',
    postcode: '2009',
    country: 'au-uid',
  },
};

describe('partner values', () => {
  it('round-trips a stored supplier through the form, trimmed, the address as its own object', () => {
    const values = fromPartner('supplier', supplier);
    expect(values).toMatchObject({
      name: 'Mia Chen',
      suburb: 'Pyrmont',
      supplier_type: 'manufacturer',
    });
    const input = toPartnerInput('supplier', { ...values, name: '  Mia Chen  ' });
    expect(input).toEqual({
      name: supplier.name,
      company: supplier.company,
      email: supplier.email,
      phone: supplier.phone,
      supplies: supplier.supplies,
      supplier_type: supplier.supplier_type,
      address: supplier.address,
    });
  });

  it('a customer form has no supplier fields, and starts as a retailer', () => {
    const blank = emptyPartner('customer');
    expect(blank).not.toHaveProperty('supplies');
    expect(blank.customer_type).toBe('retailer');
    expect(Object.keys(toPartnerInput('customer', blank)).sort()).toEqual(
      ['address', 'company', 'customer_type', 'email', 'name', 'phone'].sort(),
    );
  });

  it('each step’s schema checks only its own fields, in the registry’s words', async () => {
    const values = { ...emptyPartner('supplier'), name: 'Mia', company: 'B', email: 'mia@b.com' };
    await expect(contactSchemas.supplier.validate(values)).resolves.toBeTruthy();
    const refused = await addressSchema
      .validate(values, { abortEarly: false })
      .catch((error: { errors: string[] }) => error.errors);
    expect(refused).toEqual(
      expect.arrayContaining(['Address line 1 is required', 'Country is required']),
    );
    expect(refused).not.toContain('Name is required');
  });

  it('sends an address refusal to its field', () => {
    expect(partnerFieldOf('address.suburb')).toBe('suburb');
    expect(partnerFieldOf('email')).toBe('email');
  });

  it('reads a stored draft as untrusted input: unknown keys and wrong kinds are dropped', () => {
    const store = partnerDraftStores.supplier;
    storage.set(StorageKeys.supplierDraft, {
      version: 1,
      owner: 'me',
      step: 1,
      values: { name: 'Mia', supplier_type: 'wholesaler', suburb: 42, extra: 'x' },
      trimmed: false,
      savedAt: '',
    });
    const draft = store.load('me');
    expect(draft?.step).toBe(1);
    expect(draft?.values).toEqual({ ...emptyPartner('supplier'), name: 'Mia' });
    store.clear();
  });
});
