/**
 * Records of organisation settings, billing and the wallet, one file per part of the settings.
 * A record's shape may grow with its screens (add fields; SNAPSHOT_VERSION is bumped once).
 */
export * from './schema-proposals';
export * from './schema-preferences';
export * from './schema-wallet';
