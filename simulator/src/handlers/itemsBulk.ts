import { http, HttpResponse } from 'msw';
import type { BulkUpdateResponse } from '@/domain/contract';
import {
  BULK_EDIT_FIELDS,
  BULK_EDIT_MAX_ITEMS,
  BULK_MESSAGES,
  mayBulkEdit,
} from '@/domain/catalogue/bulkEdit';
import { DEFAULT_ACCESS_CONTROL_MAP } from '@/domain/permissions/accessControl';
import type { ProductRecord } from '../db/schema';
import { historyWriter } from '../catalogue/answers';
import { fieldReader } from '../catalogue/fields';
import { CATALOGUE_REFUSALS, isoNow, refuse } from '../catalogue/lookup';
import { diffChanges } from '../catalogue/movements';
import { readProductInput, type ProductFields } from '../catalogue/productInput';
import { refreshStockFields } from '../catalogue/stock';
import { errors } from '../server-rules/errors';
import { CAN_EDIT, withAuth, type Simulator } from '../server-rules/pipeline';

interface Planned {
  product: ProductRecord;
  values: Partial<ProductFields>;
  archive: boolean;
}

/**
 * POST items/bulk-update: many products' costs, category, lower limit and archiving in one call,
 * all or nothing. Each row is read by the single edit's reader (readProductInput, with only the
 * bulk fields of the row), so a value the edit page refuses is refused here with the same words;
 * problems are keyed `items[i].field`. Each product gets the history entries a single edit and a
 * single archive write (the activity trail reads the rows' ids: activity/tracked.ts).
 */
export function bulkUpdateHandler(sim: Simulator) {
  const { store } = sim;
  const history = historyWriter(sim, 'product');

  return http.post(
    '*/v1/items/bulk-update',
    withAuth(sim, CAN_EDIT, (ctx) => {
      const { organisation, membership, body } = ctx;
      if (!mayBulkEdit({ role: membership.role, accessControlMap: DEFAULT_ACCESS_CONTROL_MAP }))
        return refuse(BULK_MESSAGES.refused);
      const items = Array.isArray(body.items) ? (body.items as unknown[]) : null;
      if (!items || items.length === 0) return errors.validation({ items: [BULK_MESSAGES.empty] });
      if (items.length > BULK_EDIT_MAX_ITEMS)
        return errors.validation({ items: [BULK_MESSAGES.tooMany] });

      const problems: Record<string, string[]> = {};
      const planned: Planned[] = [];
      const seen = new Set<number>();
      items.forEach((raw, i) => {
        const row = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
        const f = fieldReader(row, true);
        const id = Number(row.id);
        const product = store.products.find(
          (p) => p.id === id && p.organisation_id === organisation.id,
        );
        if (!product) f.add('id', BULK_MESSAGES.notFound);
        else if (product.archived) f.add('id', CATALOGUE_REFUSALS.productArchived);
        else if (seen.has(id)) f.add('id', BULK_MESSAGES.duplicate);
        seen.add(id);
        const archive = f.boolean('archived', BULK_MESSAGES.archivedLabel) === true;
        const fields = Object.fromEntries(
          BULK_EDIT_FIELDS.filter((field) => row[field] !== undefined).map((field) => [
            field,
            row[field],
          ]),
        );
        const read = product
          ? readProductInput(fields, {
              store,
              organisationId: organisation.id,
              existing: product,
              costsMasked: false,
            })
          : { values: {}, errors: null };
        const rowProblems = { ...read.errors, ...f.result() };
        for (const [field, messages] of Object.entries(rowProblems))
          problems[`items[${i}].${field}`] = messages;
        if (product && Object.keys(rowProblems).length === 0)
          planned.push({ product, values: read.values, archive });
      });
      if (Object.keys(problems).length) return errors.validation(problems);

      const now = isoNow(sim.now());
      for (const { product, values, archive } of planned) {
        const changes = diffChanges({ ...product }, values as Record<string, unknown>);
        Object.assign(product, values, { updated_at: now });
        refreshStockFields(product);
        store.products.markChanged(product);
        if (changes.length) history(product, ctx, 'updated', changes);
        if (archive) {
          store.products.update(product.id, { archived: true, updated_at: now });
          history.archived(product, ctx);
        }
      }
      const answer: BulkUpdateResponse = {
        message: BULK_MESSAGES.updated,
        data: { updated: planned.map((p) => p.product.id) },
      };
      return HttpResponse.json(answer);
    }),
  );
}
