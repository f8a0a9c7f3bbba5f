const LIST = '/space/categories';

/**
 * Every address of the category screens. The route table builds its patterns from these
 * (`categoryPaths.edit(ID)`), links and navigations build addresses: no path is written twice.
 */
export const categoryPaths = {
  list: LIST,
  new: `${LIST}/new`,
  edit: (id: number | string) => `${LIST}/${id}/edit`,
} as const;
