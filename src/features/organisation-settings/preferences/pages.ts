import type { PageLoader } from '@/core/routing/pageRoute';

/** The pages of this part of the organisation settings, each a lazy chunk. */
export const preferencePages = {
  shippingPreferences: async () =>
    (await import('./ShippingPreferencesPage')).ShippingPreferencesPage,
  shippingPreferencesEdit: async () =>
    (await import('./ShippingPreferencesEditPage')).ShippingPreferencesEditPage,
  shippingMethods: async () => (await import('./ShippingMethodsPage')).ShippingMethodsPage,
  customShippingMethods: async () =>
    (await import('./CustomShippingMethodsPage')).CustomShippingMethodsPage,
  customShippingMethodsEdit: async () =>
    (await import('./CustomShippingMethodsEditPage')).CustomShippingMethodsEditPage,
  emailPreferences: async () => (await import('./EmailPreferencesPage')).EmailPreferencesPage,
  emailPreferencesEdit: async () =>
    (await import('./EmailPreferencesEditPage')).EmailPreferencesEditPage,
  integrations: async () => (await import('./IntegrationsPage')).IntegrationsPage,
  integrationEdit: async () => (await import('./IntegrationEditPage')).IntegrationEditPage,
} satisfies Record<string, PageLoader>;
