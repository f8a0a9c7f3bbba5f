import { http, HttpResponse } from 'msw';
import type { NewUnitResponse, UnitsResponse, UnitType } from '@/domain/contract';
import {
  CATALOGUE_MESSAGES,
  isSmallerThanParent,
  isValidCode128,
  unitDimensionsProblem,
} from '@/domain/catalogue/rules';
import { UNIT_FIELDS } from '@/domain/catalogue/productFields';
import type { ProductRecord, UnitRecord } from '../db/schema';
import {
  historyWriter,
  productAnswer,
  withEditableProduct,
  withProduct,
} from '../catalogue/answers';
import { fieldReader, type FieldErrors } from '../catalogue/fields';
import { CATALOGUE_REFUSALS, isoNow, refuse } from '../catalogue/lookup';
import { diffChanges } from '../catalogue/movements';
import {
  holderOf,
  parentOf,
  parentQuantity,
  sortUnits,
  unitRank,
  unitView,
} from '../catalogue/units';
import { orgWarehouses } from '../catalogue/views';
import type { JsonBody } from '../server-rules/body';
import { errors } from '../server-rules/errors';
import {
  CAN_EDIT,
  CAN_VIEW,
  type OrganisationContext,
  type Simulator,
} from '../server-rules/pipeline';
import { patchOrPut } from './routes';

const PACKAGING = ['BOX', 'CARTON', 'PALLET'] as const;
type Packaging = (typeof PACKAGING)[number];

const unitChoiceProblem = (value: unknown): string | null =>
  typeof value === 'string' && (PACKAGING as readonly string[]).includes(value)
    ? null
    : `Unit must be one of the following values: ${PACKAGING.join(', ')}`;
const alreadyHas = (unit: string) => `This product already has a ${unit} type`;
/** A create-style reader of a body whose `unit` must be a packaging type. */
function packagingReader(body: JsonBody) {
  const f = fieldReader(body, false);
  f.add('unit', unitChoiceProblem(body.unit));
  return f;
}

const U = UNIT_FIELDS;
type Reader = ReturnType<typeof fieldReader>;
/** How many parent units one holds: a whole number from the registry's minimum. */
const readQuantity = (f: Reader, required: boolean) =>
  f.number('parent_quantity', U.parent_quantity.label, {
    required,
    integer: true,
    min: U.parent_quantity.min,
  });
const readBarcode = (f: Reader) =>
  f.text('barcode', U.barcode.label, {
    check: (v) => (isValidCode128(v) ? null : CATALOGUE_MESSAGES.barcode),
  });

/**
 * Packaging types of a product: BOX, CARTON and PALLET on top of the BASE item, with the labels
 * and limits of the unit field registry (domain/catalogue/productFields.ts UNIT_FIELDS).
 * A type's parent is the nearest smaller type the product has; its size must hold the parent
 * (sides compared sorted, so a turned box still counts) and the nearest larger type must still
 * hold it; `items_per_unit` = parent's × parent_quantity, and a larger type must hold a whole
 * number of the new one. Breakdown opens units into their parent units: total BASE stock is
 * unchanged, a 'breakdown' movement and a history entry are written.
 */
export function itemTypeHandlers(sim: Simulator) {
  const { store } = sim;
  const answer = (product: ProductRecord, ctx: OrganisationContext, status = 200) =>
    productAnswer(store, product, ctx, status);
  const history = historyWriter(sim, 'product');

  /** The size checks against the parent and the holder; null when the unit fits between them. */
  const fitProblems = (units: UnitRecord[], candidate: UnitRecord): FieldErrors | null => {
    const parent = parentOf(units, candidate.unit)!;
    const dimensions = unitDimensionsProblem(candidate, parent);
    if (dimensions) return { dimensions: [dimensions] };
    const holder = holderOf(units, candidate.unit);
    if (holder && isSmallerThanParent(holder, candidate))
      return { dimensions: [`The ${holder.unit} type would be smaller than these dimensions`] };
    if (holder && holder.items_per_unit % candidate.items_per_unit !== 0)
      return {
        parent_quantity: [
          `A ${holder.unit} holds ${holder.items_per_unit} items, which is not a whole number of ${candidate.unit} units of ${candidate.items_per_unit}`,
        ],
      };
    return null;
  };

  const create = withEditableProduct(sim, (product, ctx) => {
    const { body } = ctx;
    const f = packagingReader(body);
    const unit = body.unit as Packaging;
    if (!f.errors.unit && product.units.some((u) => u.unit === unit))
      f.add('unit', alreadyHas(unit));
    const quantity = readQuantity(f, true);
    const barcode = readBarcode(f);
    const weight = f.number('weight', U.weight.label);
    const problems = f.result();
    if (problems) return errors.validation(problems);
    const parent = parentOf(product.units, unit)!;
    const candidate: UnitRecord = {
      unit,
      items_per_unit: parent.items_per_unit * quantity!,
      stock: 0,
      barcode: barcode || `${product.sku}-${unit}`,
      length: Number(body.length),
      width: Number(body.width),
      height: Number(body.height),
      weight: weight ?? 0,
    };
    const misfit = fitProblems(product.units, candidate);
    if (misfit) return errors.validation(misfit);
    product.units = sortUnits([...product.units, candidate]);
    product.updated_at = isoNow(sim.now());
    store.products.markChanged(product);
    history(product, ctx, 'type_added', [
      { field: 'unit', from: null, to: unit },
      { field: 'items_per_unit', from: null, to: candidate.items_per_unit },
    ]);
    return answer(product, ctx, 201);
  });

  const update = withProduct(sim, CAN_EDIT, (product, ctx) => {
    const unit = String(ctx.params.unit).toUpperCase();
    const current = product.units.find((u) => u.unit === unit);
    if (!current) return errors.notFound();
    if (product.archived) return refuse(CATALOGUE_REFUSALS.productArchived);
    if (current.unit === 'BASE')
      return errors.validation({ unit: ['The BASE unit is changed with the product itself'] });
    const { body } = ctx;
    const f = fieldReader(body, true);
    const quantity = readQuantity(f, false);
    const barcode = readBarcode(f);
    const weight = f.number('weight', U.weight.label);
    const problems = f.result();
    if (problems) return errors.validation(problems);

    const parent = parentOf(product.units, current.unit)!;
    const oldQuantity = parentQuantity(product.units, current);
    const changesQuantity = quantity !== undefined && quantity !== oldQuantity;
    const larger = sortUnits(product.units).filter(
      (u) => unitRank(u.unit) >= unitRank(current.unit),
    );
    if (changesQuantity && larger.some((u) => u.stock > 0))
      return errors.validation({
        parent_quantity: [
          `Parent quantity value can't be changed while ${current.unit} or larger units are in stock`,
        ],
      });
    const dimension = (side: 'length' | 'width' | 'height') =>
      body[side] === undefined ? current[side] : Number(body[side]);
    const candidate: UnitRecord = {
      ...current,
      items_per_unit: changesQuantity ? parent.items_per_unit * quantity : current.items_per_unit,
      barcode:
        barcode === undefined ? current.barcode : barcode || `${product.sku}-${current.unit}`,
      length: dimension('length'),
      width: dimension('width'),
      height: dimension('height'),
      weight: weight ?? current.weight,
    };
    // Larger units keep their parent quantity: their contents follow the new size.
    const sorted = sortUnits(product.units);
    const rescaled: UnitRecord[] = [];
    for (const u of sorted) {
      const below = rescaled.at(-1);
      if (u.unit === candidate.unit) rescaled.push(candidate);
      else if (below && unitRank(u.unit) > unitRank(candidate.unit))
        rescaled.push({ ...u, items_per_unit: below.items_per_unit * parentQuantity(sorted, u) });
      else rescaled.push({ ...u });
    }
    const others = rescaled.filter((u) => u.unit !== candidate.unit);
    const misfit = fitProblems([...others, candidate], candidate);
    // The divisibility check is moot after rescaling; only sizes can still be wrong.
    if (misfit?.dimensions) return errors.validation({ dimensions: misfit.dimensions });
    const changes = diffChanges(
      current as unknown as Record<string, unknown>,
      candidate as unknown as Record<string, unknown>,
    ).map((c) => ({ ...c, field: `${current.unit} ${c.field}` }));
    product.units = rescaled;
    product.updated_at = isoNow(sim.now());
    store.products.markChanged(product);
    if (changes.length) history(product, ctx, 'type_updated', changes);
    return answer(product, ctx);
  });

  const breakdown = withEditableProduct(sim, (product, ctx) => {
    const { body } = ctx;
    const f = packagingReader(body);
    const source = product.units.find((u) => u.unit === body.unit);
    if (!f.errors.unit && !source) f.add('unit', `This product has no ${String(body.unit)} type`);
    const quantity = f.number('quantity', 'Quantity', { required: true, integer: true, min: 1 });
    if (quantity !== undefined && source && source.stock < quantity)
      f.add('quantity', CATALOGUE_MESSAGES.notEnoughQuantity);
    const problems = f.result();
    if (problems || !source || quantity === undefined) return errors.validation(problems ?? {});
    const target = parentOf(product.units, source.unit)!;
    const perUnit = parentQuantity(product.units, source);
    const before = { source: source.stock, target: target.stock };
    source.stock -= quantity;
    target.stock += quantity * perUnit;
    product.updated_at = isoNow(sim.now());
    store.products.markChanged(product);
    const warehouse =
      product.warehouse_stocks.find((w) => w.stock > 0)?.warehouse_id ??
      orgWarehouses(store, product.organisation_id)[0]?.id ??
      0;
    store.movements.insert({
      organisation_id: product.organisation_id,
      product_id: product.id,
      bundle_id: null,
      created_at: isoNow(sim.now()),
      type: 'breakdown',
      unit: source.unit,
      quantity: -quantity,
      base_quantity: 0,
      balance: product.stock,
      warehouse_id: warehouse,
      reference: 'Breakdown',
      note: `Opened ${quantity} ${source.unit} into ${quantity * perUnit} ${target.unit}`,
    });
    history(product, ctx, 'breakdown', [
      { field: `${source.unit} stock`, from: before.source, to: source.stock },
      { field: `${target.unit} stock`, from: before.target, to: target.stock },
    ]);
    return answer(product, ctx);
  });

  return [
    http.get(
      '*/v1/items/:id/types',
      withProduct(sim, CAN_VIEW, (product) => {
        const body: UnitsResponse = { data: sortUnits(product.units).map(unitView) };
        return HttpResponse.json(body);
      }),
    ),

    http.get(
      '*/v1/items/:id/types/new',
      withProduct(sim, CAN_VIEW, (product, { url }) => {
        const unit = url.searchParams.get('unit');
        const problem = unitChoiceProblem(unit);
        if (problem) return errors.validation({ unit: [problem] });
        if (product.units.some((u) => u.unit === unit))
          return errors.validation({ unit: [alreadyHas(unit!)] });
        const parent = parentOf(product.units, unit as UnitType)!;
        const body: NewUnitResponse = {
          data: { unit: unit as UnitType, parent: unitView(parent) },
        };
        return HttpResponse.json(body);
      }),
    ),

    http.post('*/v1/items/:id/types/breakdown', breakdown),
    http.post('*/v1/items/:id/types', create),
    ...patchOrPut('*/v1/items/:id/types/:unit', update),
  ];
}
