import { http, HttpResponse } from 'msw';
import type {
  CategoriesResponse,
  CategoryFormOptionsResponse,
  CategoryResponse,
} from '@/api/contract';
import { CATALOGUE_MESSAGES, isHexColour } from '@/lib/catalogue/rules';
import type { CategoryRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { fieldReader, type FieldErrors } from '../catalogue/fields';
import { categoryIn, isoNow } from '../catalogue/lookup';
import { categoryView, productCounts } from '../catalogue/views';
import { pageParams, paginate, readJson } from '../server-rules/body';
import { errors } from '../server-rules/errors';
import { withAuth, type Simulator } from '../server-rules/pipeline';

const view = { permission: 'view' } as const;
const edit = { permission: 'edit' } as const;

export const CATEGORY_MESSAGES = {
  deleted: 'Category deleted successfully',
  nameTaken: 'Name has already been taken',
  parentNotFound: 'Parent category was not found',
  cycle: 'Parent category cannot be the category itself or one of its sub-categories',
} as const;
export const CATEGORY_NAME_MAX = 100;

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
  body: Record<string, unknown>,
  existing?: CategoryRecord,
): {
  values: Partial<Pick<CategoryRecord, 'name' | 'color' | 'parent_id'>>;
  errors: FieldErrors | null;
} {
  const f = fieldReader(body, existing !== undefined);
  const name = f.text('name', 'Name', { required: true, max: CATEGORY_NAME_MAX });
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
  const color = f.text('color', 'Color', {
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
 * SPEC §7 categories: list (page, per_page, query on the name; active categories only, by name),
 * new (possible parents), create, show, update and archive. Archiving (decided) is the
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

  const update = withAuth(sim, edit, async ({ request, params, organisation }) => {
    const category = categoryIn(store, Number(params.id), organisation.id);
    if (!category) return errors.notFound();
    const { values, errors: problems } = readCategory(
      store,
      organisation.id,
      await readJson(request),
      category,
    );
    if (problems) return errors.validation(problems);
    store.categories.update(category.id, values);
    return show(category);
  });

  const archive = withAuth(sim, edit, ({ params, organisation }) => {
    const category = categoryIn(store, Number(params.id), organisation.id);
    if (!category) return errors.notFound();
    for (const child of store.categories.filter((c) => c.parent_id === category.id && !c.archived))
      child.parent_id = category.parent_id;
    const now = isoNow(sim.now());
    for (const product of store.products.filter((p) => p.category_id === category.id)) {
      product.category_id = null;
      product.updated_at = now;
    }
    store.categories.update(category.id, { archived: true });
    return HttpResponse.json({ message: CATEGORY_MESSAGES.deleted });
  });

  return [
    http.get(
      '*/v1/categories',
      withAuth(sim, view, ({ url, organisation }) => {
        const query = (url.searchParams.get('query') ?? '').trim().toLowerCase();
        const counts = productCounts(store, organisation.id);
        const rows = active(organisation.id)
          .filter((c) => !query || c.name.toLowerCase().includes(query))
          .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
          .map((c) => categoryView(store, c, counts));
        const body: CategoriesResponse = paginate(rows, pageParams(url));
        return HttpResponse.json(body);
      }),
    ),
    http.get(
      '*/v1/categories/new',
      withAuth(sim, view, ({ organisation }) => {
        const parents = active(organisation.id)
          .sort((a, b) => a.name.localeCompare(b.name))
          .map(({ id, name, color, parent_id }) => ({ id, name, color, parent_id }));
        return HttpResponse.json({ data: { parents } } satisfies CategoryFormOptionsResponse);
      }),
    ),
    http.post(
      '*/v1/categories',
      withAuth(sim, edit, async ({ request, organisation }) => {
        const { values, errors: problems } = readCategory(
          store,
          organisation.id,
          await readJson(request),
        );
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
      withAuth(sim, view, ({ params, organisation }) => {
        const category = categoryIn(store, Number(params.id), organisation.id);
        return category ? show(category) : errors.notFound();
      }),
    ),
    http.patch('*/v1/categories/:id', update),
    http.put('*/v1/categories/:id', update),
    http.post('*/v1/categories/:id/archive', archive),
    http.patch('*/v1/categories/:id/archive', archive),
    http.put('*/v1/categories/:id/archive', archive),
    http.delete('*/v1/categories/:id/archive', archive),
    http.delete('*/v1/categories/:id', archive),
  ];
}
