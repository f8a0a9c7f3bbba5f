import { http, HttpResponse } from 'msw';
import type {
  CategoriesResponse,
  CategoryFormOptionsResponse,
  CategoryResponse,
} from '@/domain/contract';
import { CATALOGUE_MESSAGES, isHexColour } from '@/domain/catalogue/rules';
import { CATEGORY_FIELDS, CATEGORY_LABELS } from '@/domain/catalogue/categoryFields';
import type { CategoryRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { withCategory } from '../catalogue/answers';
import { fieldReader, type FieldErrors } from '../catalogue/fields';
import { categoryIn, isoNow } from '../catalogue/lookup';
import { categoryView, productCounts } from '../catalogue/views';
import { pageOf, type JsonBody } from '../server-rules/body';
import { errors } from '../server-rules/errors';
import { CAN_EDIT, CAN_VIEW, withAuth, type Simulator } from '../server-rules/pipeline';
import { patchOrPut } from './routes';

export const CATEGORY_MESSAGES = {
  deleted: 'Category deleted successfully',
  nameTaken: `${CATEGORY_LABELS.name} has already been taken`,
  parentNotFound: `${CATEGORY_LABELS.parent_id} was not found`,
  cycle: 'Parent category cannot be the category itself or one of its sub-categories',
} as const;

/** The category and every category below it (children, grandchildren, …). */
function subtree(store: SimulatorStore, root: CategoryRecord): Set<number> {
  const ids = new Set([root.id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of store.categories.all())
      if (!c.archived && c.parent_id !== null && ids.has(c.parent_id) && !ids.has(c.id)) {
        ids.add(c.id);
        grew = true;
      }
  }
  return ids;
}

function readCategory(
  store: SimulatorStore,
  organisationId: number,
  body: JsonBody,
  existing?: CategoryRecord,
): {
  values: Partial<Pick<CategoryRecord, 'name' | 'color' | 'parent_id'>>;
  errors: FieldErrors | null;
} {
  const f = fieldReader(body, existing !== undefined);
  const name = f.text('name', CATEGORY_LABELS.name, {
    required: true,
    max: CATEGORY_FIELDS.name.max,
  });
  if (
    name &&
    store.categories.find(
      (c) =>
        c.organisation_id === organisationId &&
        !c.archived &&
        c.id !== existing?.id &&
        c.name.toLowerCase() === name.toLowerCase(),
    )
  )
    f.add('name', CATEGORY_MESSAGES.nameTaken);
  const color = f.text('color', CATEGORY_LABELS.color, {
    required: true,
    check: (v) => (isHexColour(v) ? null : CATALOGUE_MESSAGES.hexColour),
  });
  let parent_id: number | null | undefined;
  if (f.present('parent_id') || !existing) {
    const raw = body.parent_id;
    if (raw === null || raw === undefined || raw === '') parent_id = null;
    else {
      const parent = categoryIn(store, Number(raw), organisationId);
      if (!parent) f.add('parent_id', CATEGORY_MESSAGES.parentNotFound);
      else if (existing && subtree(store, existing).has(parent.id))
        f.add('parent_id', CATEGORY_MESSAGES.cycle);
      else parent_id = parent.id;
    }
  }
  const values = Object.fromEntries(
    Object.entries({ name, color, parent_id }).filter(([, v]) => v !== undefined),
  );
  return { values, errors: f.result() };
}

/**
 * The categories endpoints: list (page, per_page, query on the name; active categories only, by
 * name), new (possible parents), create, show, update and archive. Archiving (decided) is the
 * portal's "delete": the category's products keep no category, its sub-categories move up to its
 * parent, and its name becomes free again.
 */
export function categoryHandlers(sim: Simulator) {
  const { store } = sim;
  const active = (organisationId: number) =>
    store.categories.filter((c) => c.organisation_id === organisationId && !c.archived);
  const show = (category: CategoryRecord, status = 200) =>
    HttpResponse.json(
      {
        data: categoryView(store, category, productCounts(store, category.organisation_id)),
      } satisfies CategoryResponse,
      { status },
    );

  const update = withCategory(sim, CAN_EDIT, (category, { organisation, body }) => {
    const { values, errors: problems } = readCategory(store, organisation.id, body, category);
    if (problems) return errors.validation(problems);
    store.categories.update(category.id, values);
    return show(category);
  });

  const archive = withCategory(sim, CAN_EDIT, (category) => {
    for (const child of store.categories.filter((c) => c.parent_id === category.id && !c.archived))
      store.categories.update(child.id, { parent_id: category.parent_id });
    const now = isoNow(sim.now());
    for (const product of store.products.filter((p) => p.category_id === category.id))
      store.products.update(product.id, { category_id: null, updated_at: now });
    store.categories.update(category.id, { archived: true });
    return HttpResponse.json({ message: CATEGORY_MESSAGES.deleted });
  });

  return [
    http.get(
      '*/v1/categories',
      withAuth(sim, CAN_VIEW, ({ url, organisation }) => {
        const query = (url.searchParams.get('query') ?? '').trim().toLowerCase();
        const counts = productCounts(store, organisation.id);
        const rows = active(organisation.id)
          .filter((c) => !query || c.name.toLowerCase().includes(query))
          .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
          .map((c) => categoryView(store, c, counts));
        const body: CategoriesResponse = pageOf(rows, url);
        return HttpResponse.json(body);
      }),
    ),
    http.get(
      '*/v1/categories/new',
      withAuth(sim, CAN_VIEW, ({ organisation }) => {
        const parents = active(organisation.id)
          .sort((a, b) => a.name.localeCompare(b.name))
          .map(({ id, name, color, parent_id }) => ({ id, name, color, parent_id }));
        return HttpResponse.json({ data: { parents } } satisfies CategoryFormOptionsResponse);
      }),
    ),
    http.post(
      '*/v1/categories',
      withAuth(sim, CAN_EDIT, ({ organisation, body }) => {
        const { values, errors: problems } = readCategory(store, organisation.id, body);
        if (problems) return errors.validation(problems);
        const category = store.categories.insert({
          organisation_id: organisation.id,
          name: values.name!,
          color: values.color!,
          parent_id: values.parent_id ?? null,
          archived: false,
          created_at: isoNow(sim.now()),
        });
        return show(category, 201);
      }),
    ),
    http.get(
      '*/v1/categories/:id',
      withCategory(sim, CAN_VIEW, (category) => show(category)),
    ),
    ...patchOrPut('*/v1/categories/:id', update),
    http.post('*/v1/categories/:id/archive', archive),
    ...patchOrPut('*/v1/categories/:id/archive', archive),
    http.delete('*/v1/categories/:id/archive', archive),
    http.delete('*/v1/categories/:id', archive),
  ];
}
