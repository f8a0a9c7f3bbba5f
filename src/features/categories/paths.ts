/** Where the category screens live (SPEC §2 Space routes). */
export const categoryPaths = {
  list: '/space/categories',
  new: '/space/categories/new',
  edit: (id: number | string) => `/space/categories/${id}/edit`,
};
