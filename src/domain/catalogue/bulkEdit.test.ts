import fc from 'fast-check';
import { anyAccessControlMap } from '@tests/support/accessControlArbitrary';
import { DEFAULT_ACCESS_CONTROL_MAP, isAllowed } from '../permissions/accessControl';
import { ROLES } from '../permissions/types';
import { costsMasked, mayBulkEdit } from './bulkEdit';

const anyMap = anyAccessControlMap;

describe('mayBulkEdit', () => {
  it('lets admins and owners edit in bulk, not members (they see costs masked)', () => {
    const may = (role: (typeof ROLES)[number]) =>
      mayBulkEdit({ role, accessControlMap: DEFAULT_ACCESS_CONTROL_MAP });
    expect(ROLES.filter(may)).toEqual(['ADMIN', 'OWNER']);
    expect(costsMasked({ role: 'MEMBER', accessControlMap: DEFAULT_ACCESS_CONTROL_MAP })).toBe(
      true,
    );
  });

  it('is exactly "may edit and sees costs" for any access map', () => {
    fc.assert(
      fc.property(anyMap, fc.constantFrom(...ROLES), (map, role) => {
        const subject = { role, accessControlMap: map };
        expect(mayBulkEdit(subject)).toBe(
          isAllowed(subject, { permission: 'edit' }) &&
            isAllowed(subject, { permission: 'finance' }),
        );
      }),
    );
  });
});
