/** Path builders of the product screens (SPEC §2 Space routes). */
export const productPaths = {
  list: '/space/products',
  new: '/space/products/new',
  /** Where 'Continue Adding Product' leads: the wizard resumes the stored draft. */
  resume: '/space/products/new?resume=1',
  summary: (id: number | string) => `/space/products/${id}/summary`,
  edit: (id: number | string) => `/space/products/${id}/summary/edit`,
  types: (id: number | string) => `/space/products/${id}/types`,
  newType: (id: number | string, unit: string) => `/space/products/${id}/types/new?unit=${unit}`,
  editType: (id: number | string, unit: string) => `/space/products/${id}/types/edit?unit=${unit}`,
  movement: (id: number | string) => `/space/products/${id}/movement`,
  history: (id: number | string) => `/space/products/${id}/history`,
} as const;
