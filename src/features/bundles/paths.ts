/** Where the bundle screens live (SPEC §2 Space routes). */
export const bundlePaths = {
  list: '/space/bundles',
  new: '/space/bundles/new',
  /** 'Continue Adding Bundle': the wizard picks the draft up without asking. */
  resume: '/space/bundles/new?resume=1',
  summary: (id: number | string) => `/space/bundles/${id}/summary`,
  edit: (id: number | string) => `/space/bundles/${id}/summary/edit`,
  movement: (id: number | string) => `/space/bundles/${id}/movement`,
  product: (id: number | string) => `/space/products/${id}/summary`,
};
