import { http, HttpResponse } from 'msw';
import type {
  BarcodeLabelResponse,
  BurnRateResponse,
  HistoryResponse,
  ProductFormOptionsResponse,
  TrendsResponse,
} from '@/domain/contract';
import { CATALOGUE_MESSAGES, isSmallerThanParent } from '@/domain/catalogue/rules';
import { PRODUCT_LABELS } from '@/domain/catalogue/productFields';
import { fieldMessages } from '@/domain/fields/registry';
import type { ProductRecord } from '../db/schema';
import {
  historyWriter,
  movementsRoute,
  productAnswer,
  recordRoutes,
  warehouseStockAnswer,
  withEditableProduct,
  withProduct,
} from '../catalogue/answers';
import { CATALOGUE_REFUSALS, isoNow, newUid, refuse } from '../catalogue/lookup';
import {
  burnRate,
  daysParam,
  diffChanges,
  historyOf,
  historyView,
  movementsOf,
  trendPoints,
} from '../catalogue/movements';
import {
  readProductInput,
  skuProblem,
  skuTaken,
  type ProductFields,
} from '../catalogue/productInput';
import { productWarehouseRows, refreshStockFields } from '../catalogue/stock';
import { holderOf } from '../catalogue/units';
import { categoryRef, costsMaskedFor, orgWarehouses } from '../catalogue/views';
import { bulkUpdateHandler } from './itemsBulk';
import { itemsByIdHandlers } from './itemsByIds';
import { uniquenessAnswer } from '../server-rules/answers';
import { pageOf, str } from '../server-rules/body';
import { errors } from '../server-rules/errors';
import {
  CAN_EDIT,
  CAN_VIEW,
  withAuth,
  type OrganisationContext,
  type Simulator,
} from '../server-rules/pipeline';

/**
 * The items endpoints (docs/simulator.md "Catalogue"): create/read/update/archive with the rules
 * of src/domain/catalogue/rules.ts and the labels and limits of the product field registry
 * (domain/catalogue/productFields.ts), SKU uniqueness per organisation (products and bundles, archived ones
 * included), stock per warehouse, movements, history, trends and burn rate. Packaging types live
 * in itemTypes.ts. Every write is visible to the next search (search.ts reads the store).
 */
export function itemHandlers(sim: Simulator) {
  const { store } = sim;
  const detail = (product: ProductRecord, ctx: OrganisationContext, status = 200) =>
    productAnswer(store, product, ctx, status);
  const history = historyWriter(sim, 'product');

  const create = withAuth(sim, CAN_EDIT, (ctx) => {
    const { organisation, membership, body } = ctx;
    const { values, errors: problems } = readProductInput(body, {
      store,
      organisationId: organisation.id,
      costsMasked: costsMaskedFor(membership.role),
    });
    if (problems) return errors.validation(problems);
    const fields = values as ProductFields;
    const now = sim.now();
    const product: Omit<ProductRecord, 'id'> = {
      ...fields,
      uid: newUid('product', organisation.id, store.products.nextId(), now),
      organisation_id: organisation.id,
      stock: 0,
      available: 0,
      low_stock_alert: 0,
      is_low_stock: false,
      warehouse_stocks: orgWarehouses(store, organisation.id).map((w) => ({
        warehouse_id: w.id,
        stock: 0,
        available: 0,
      })),
      units: [
        {
          unit: 'BASE',
          items_per_unit: 1,
          stock: 0,
          barcode: fields.barcode,
          length: fields.length,
          width: fields.width,
          height: fields.height,
          weight: fields.weight,
        },
      ],
      archived: false,
      created_at: isoNow(now),
      updated_at: isoNow(now),
    };
    const stored = store.products.insert(product);
    refreshStockFields(stored);
    history.created(stored, ctx);
    return detail(stored, ctx, 201);
  });

  const update = withEditableProduct(sim, (product, ctx) => {
    const { organisation, membership, body } = ctx;
    const { values, errors: problems } = readProductInput(body, {
      store,
      organisationId: organisation.id,
      existing: product,
      costsMasked: costsMaskedFor(membership.role),
    });
    if (problems) return errors.validation(problems);
    const base = {
      length: values.length ?? product.length,
      width: values.width ?? product.width,
      height: values.height ?? product.height,
    };
    const holder = holderOf(product.units, 'BASE');
    if (holder && isSmallerThanParent(holder, base))
      return errors.validation({
        dimensions: [`The ${holder.unit} type would be smaller than these dimensions`],
      });
    const before = { ...product } as Record<string, unknown>;
    Object.assign(product, values, { updated_at: isoNow(sim.now()) });
    const baseUnit = product.units[0]!;
    Object.assign(baseUnit, base, { weight: product.weight, barcode: product.barcode });
    refreshStockFields(product);
    store.products.markChanged(product);
    const changes = diffChanges(before, values as Record<string, unknown>);
    if (changes.length) history(product, ctx, 'updated', changes);
    return detail(product, ctx);
  });

  const archive = withProduct(sim, CAN_EDIT, (product, ctx) => {
    if (product.archived) return refuse(CATALOGUE_REFUSALS.productAlreadyArchived);
    store.products.update(product.id, { archived: true, updated_at: isoNow(sim.now()) });
    history.archived(product, ctx);
    return detail(product, ctx);
  });

  const printBarcode = withProduct(sim, CAN_VIEW, (product) => {
    const body: BarcodeLabelResponse = {
      data: {
        sku: product.sku,
        title: product.title,
        barcode: product.barcode,
        symbology: 'CODE128',
      },
    };
    return HttpResponse.json(body);
  });

  return [
    http.get(
      '*/v1/items/new',
      withAuth(sim, CAN_VIEW, ({ organisation }) => {
        const categories = store.categories
          .filter((c) => c.organisation_id === organisation.id && !c.archived)
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((c) => categoryRef(c)!);
        const body: ProductFormOptionsResponse = { data: { categories } };
        return HttpResponse.json(body);
      }),
    ),

    http.post(
      '*/v1/items/validate-uniqueness',
      withAuth(sim, CAN_VIEW, ({ organisation, body }) => {
        const sku = str(body.sku);
        const problem = sku === '' ? fieldMessages.required(PRODUCT_LABELS.sku) : skuProblem(sku);
        if (problem) return errors.validation({ sku: [problem] });
        const taken = skuTaken(store, organisation.id, sku, {
          productId: Number(body.exclude_id) || undefined,
          bundleId: Number(body.exclude_bundle_id) || undefined,
        });
        return uniquenessAnswer(taken, CATALOGUE_MESSAGES.skuTaken);
      }),
    ),

    bulkUpdateHandler(sim),
    ...itemsByIdHandlers(sim),

    ...recordRoutes('items', {
      create,
      show: withProduct(sim, CAN_VIEW, (product, ctx) => detail(product, ctx)),
      update,
      archive,
    }),

    http.get(
      '*/v1/items/:id/trends',
      withProduct(sim, CAN_VIEW, (product, { url }) => {
        const points = trendPoints(
          movementsOf(store, { product_id: product.id }),
          product.stock,
          daysParam(url),
          sim.now(),
        );
        return HttpResponse.json({ data: points } satisfies TrendsResponse);
      }),
    ),

    http.get(
      '*/v1/items/:id/movements/burn-rate',
      withProduct(sim, CAN_VIEW, (product, { url }) => {
        const movements = movementsOf(store, { product_id: product.id });
        const data = burnRate(movements, product.stock, daysParam(url), sim.now());
        return HttpResponse.json({ data } satisfies BurnRateResponse);
      }),
    ),

    http.get('*/v1/items/:id/movements', movementsRoute(sim, 'product')),

    http.get(
      '*/v1/items/:id/history',
      withProduct(sim, CAN_VIEW, (product, { url, membership }) => {
        const page = pageOf(historyOf(store, { product_id: product.id }), url);
        const masked = costsMaskedFor(membership.role);
        const body: HistoryResponse = {
          ...page,
          data: page.data.map((h) => historyView(h, masked)),
        };
        return HttpResponse.json(body);
      }),
    ),

    http.get(
      '*/v1/items/:id/stock',
      withProduct(sim, CAN_VIEW, (product, { url, organisation }) =>
        warehouseStockAnswer(store, organisation.id, url, (warehouses) =>
          productWarehouseRows(product, warehouses),
        ),
      ),
    ),

    http.post('*/v1/items/:id/print-barcode', printBarcode),
    http.get('*/v1/items/:id/print-barcode', printBarcode),
  ];
}
