type Id = number | string;

/**
 * The addresses every domain of records shares: its list, the add page, and per record the
 * summary tab and its edit page (`/space/products/7/summary/edit`). A domain's paths.ts spreads
 * these and adds its own tabs.
 */
export function recordPaths(list: string) {
  const record = (id: Id) => `${list}/${id}`;
  return {
    list,
    new: `${list}/new`,
    /** The record's root, for its tabs: `${record(id)}/movement`. */
    record,
    summary: (id: Id) => `${record(id)}/summary`,
    edit: (id: Id) => `${record(id)}/summary/edit`,
  };
}
