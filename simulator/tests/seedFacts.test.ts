import { describe, expect, it, vi } from 'vitest';

// Any module that loads faker fails to import in this file.
vi.mock('@faker-js/faker', () => {
  throw new Error('faker was loaded');
});

/**
 * The simulator's first load must not bring faker (hundreds of kB): what running code needs to
 * know about the seed lives in faker-free modules, and the generators load only when a database
 * is seeded.
 */
describe('the seed facts', () => {
  it('load without faker, as do the search handlers', async () => {
    vi.resetModules();
    const facts = await import('@simulator/seed/facts');
    expect(facts.DEMO_ACCOUNTS.map((a) => a.email)).toContain('owner@demo.test');
    expect(facts.DEMO_PASSWORD).toBe('Password123!');
    expect(facts.SEED_INVITATION.email).toBe('invited@demo.test');
    expect(facts.ORGANISATION_PROFILES.map((p) => p.name)).toContain(facts.LARGE_SEED.organisation);
    expect(facts.SEED_KINDS.filter(facts.isSeedKind)).toEqual(['demo', 'large']);
    expect(facts.isSeedKind('huge')).toBe(false);
    await expect(import('@simulator/handlers/search')).resolves.toHaveProperty('searchHandlers');
  });

  it('are what the generators would bring faker for (the check above can fail)', async () => {
    vi.resetModules();
    const failure = await import('@simulator/seed/context').then(
      () => null,
      (error: unknown) => error as Error & { cause?: unknown },
    );
    // vitest reports a failing mock factory with its own message; ours is the cause.
    expect(String(failure?.cause)).toContain('faker was loaded');
  });
});
