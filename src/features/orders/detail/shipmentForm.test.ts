import fc from 'fast-check';
import type { ShipmentDetails } from '@/domain/contract';
import { ETA_PAST_MESSAGE, WAREHOUSE_AND_METHOD_MESSAGE } from '@/domain/orders/rules';
import {
  fromShipment,
  parcelsChanged,
  PARCELS_REQUIRED,
  shipmentChanges,
  shipmentProblems,
  type ShipmentFormValues,
} from './shipmentForm';

const DETAILS: ShipmentDetails = {
  warehouse: { id: 1, name: 'Sydney', code: 'SYD' },
  shipping_method: 'express',
  carrier: 'AusPost',
  service: 'Express',
  zone: 'Metro',
  tracking_id: 'TRK1',
  insurance: false,
  duties: 'DDU',
  byo_label: false,
  reference: 'REF-1',
  chat_comment: '',
  eta: '2026-12-01',
  invoice_reference: 'INV-1',
  shipment_type: 'pallet',
  documents: [],
};
const PARCEL = { weight: 2, length: 30, width: 20, height: 10, volumetric_weight: 1.2 };
const initial = fromShipment(DETAILS, [PARCEL]);
const outbound = { direction: 'outbound' as const, initial, today: '2026-11-26' };
const inbound = { direction: 'inbound' as const, initial, today: '2026-11-26' };

describe('shipmentChanges', () => {
  it('sends only what changed, trimmed', () => {
    const values: ShipmentFormValues = { ...initial, tracking_id: ' TRK2 ', warehouse_id: 1 };
    expect(shipmentChanges('outbound', initial, values)).toEqual({ tracking_id: 'TRK2' });
    expect(shipmentChanges('outbound', initial, initial)).toEqual({});
  });

  it('sends the fields of the order’s own direction', () => {
    const values = { ...initial, eta: '2026-12-24', shipping_method: 'standard' };
    expect(shipmentChanges('inbound', initial, values)).toEqual({ eta: '2026-12-24' });
    expect(shipmentChanges('outbound', initial, values)).toEqual({ shipping_method: 'standard' });
  });
});

describe('shipmentProblems', () => {
  it('passes the loaded shipment as it is', () => {
    expect(shipmentProblems(initial, outbound)).toEqual({});
    expect(shipmentProblems(initial, inbound)).toEqual({});
  });

  it('refuses a new warehouse and a new shipping method in one save', () => {
    const both = { ...initial, warehouse_id: 2, shipping_method: 'standard' };
    expect(shipmentProblems(both, outbound)).toEqual({
      warehouse_id: WAREHOUSE_AND_METHOD_MESSAGE,
      shipping_method: WAREHOUSE_AND_METHOD_MESSAGE,
    });
    expect(shipmentProblems({ ...initial, warehouse_id: 2 }, outbound)).toEqual({});
    expect(shipmentProblems({ ...initial, shipping_method: 'standard' }, outbound)).toEqual({});
  });

  it('judges a changed ETA against today, not one left as it was', () => {
    expect(shipmentProblems({ ...initial, eta: '2026-11-01' }, inbound)).toEqual({
      eta: ETA_PAST_MESSAGE,
    });
    const pastEta = fromShipment({ ...DETAILS, eta: '2026-01-01' }, []);
    expect(shipmentProblems(pastEta, { ...inbound, initial: pastEta })).toEqual({});
  });

  it('needs a parcel with every size above 0 (outbound)', () => {
    expect(shipmentProblems({ ...initial, parcels: [] }, outbound)).toEqual({
      parcels: PARCELS_REQUIRED,
    });
    const bad = { ...initial, parcels: [{ weight: null, length: 0, width: 10, height: 301 }] };
    expect(shipmentProblems(bad, outbound)).toEqual({
      'parcels[0].weight': 'Weight is required',
      'parcels[0].length': 'Length must be greater than 0',
      'parcels[0].height': 'Height must be less than or equal to 300',
    });
  });

  it('never refuses a save that changes only one of warehouse and method', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.boolean(), (warehouse, moveWarehouse) => {
        const values = moveWarehouse
          ? { ...initial, warehouse_id: warehouse }
          : { ...initial, shipping_method: `m${warehouse}` };
        expect(shipmentProblems(values, outbound).warehouse_id).toBeUndefined();
      }),
    );
  });
});

describe('parcelsChanged', () => {
  it('notices a changed size and ignores an untouched list', () => {
    expect(parcelsChanged(initial, initial)).toBe(false);
    const taller = { ...initial, parcels: [{ ...initial.parcels[0]!, height: 12 }] };
    expect(parcelsChanged(initial, taller)).toBe(true);
  });
});
