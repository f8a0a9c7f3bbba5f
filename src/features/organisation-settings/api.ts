// The organisation settings endpoints, one file per part of the settings.
export * from './api/organisation';
export * from './api/team';
export * from './api/preferences';
