/** organisations/{id}/preferences, shippings and app_integrations. */
export {};
