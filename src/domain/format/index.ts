/**
 * The one place for how values are written for people: dates and moments, money (masked or
 * not), counts with their nouns and units, weights and sizes. Framework-free (no React, no antd,
 * no dayjs), so the portal's screens, its smallest pages and the simulator all use it. Each file
 * states its rules at its top; docs/architecture.md sums them up. The wire's ISO day ('YYYY-MM-DD',
 * with dayjs) is apart, in ./isoDay.
 */
export * from './counts';
export * from './dates';
export * from './masking';
export * from './money';
export * from './units';
