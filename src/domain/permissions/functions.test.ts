import fc from 'fast-check';
import { anyAccessControlMap } from '@tests/support/accessControlArbitrary';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCESS_CONTROL_MAP, isAllowed } from './accessControl';
import { functionTable, PERMISSION_FUNCTIONS } from './functions';
import { PERMISSIONS, ROLES } from './types';

const anyMap = anyAccessControlMap;

describe('functionTable', () => {
  it('has one row per permission marker, each with a label and a description', () => {
    const rows = functionTable(DEFAULT_ACCESS_CONTROL_MAP);
    expect(rows.map((r) => r.permission)).toEqual([...PERMISSIONS]);
    for (const row of rows) {
      expect(row.label.length).toBeGreaterThan(3);
      expect(row.description.length).toBeGreaterThan(10);
    }
    expect(new Set(Object.values(PERMISSION_FUNCTIONS).map((f) => f.label)).size).toBe(
      PERMISSIONS.length,
    );
  });

  it('members may view and edit but not manage the team nor see money', () => {
    const byMarker = Object.fromEntries(
      functionTable(DEFAULT_ACCESS_CONTROL_MAP).map((r) => [r.permission, r.allowed.MEMBER]),
    );
    expect(byMarker).toEqual({ view: true, edit: true, admin: false, finance: false });
  });

  it('says what the route guard decides for any map, and the owner is always allowed', () => {
    fc.assert(
      fc.property(anyMap, (map) => {
        for (const row of functionTable(map)) {
          expect(row.allowed.OWNER).toBe(true);
          for (const role of ROLES)
            expect(row.allowed[role]).toBe(
              isAllowed({ role, accessControlMap: map }, { permission: row.permission }),
            );
        }
      }),
    );
  });
});
