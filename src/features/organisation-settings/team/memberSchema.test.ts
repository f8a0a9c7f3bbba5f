import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Role, TeamMemberDetail } from '@/domain/contract';
import { isValidEmail } from '@/domain/validation/rules';
import {
  MEMBER_NAME_MAX,
  memberSchema,
  toInviteRequest,
  toUpdateRequest,
  type MemberFormValues,
} from './memberSchema';

const INVITABLE: Role[] = ['MEMBER', 'ADMIN'];
const errorsOf = (values: MemberFormValues, roles = INVITABLE) =>
  memberSchema(roles, { withEmail: true })
    .validate(values, { abortEarly: false })
    .then(() => [] as string[])
    .catch((e: { errors: string[] }) => e.errors);

const name = fc
  .string({ minLength: 1, maxLength: MEMBER_NAME_MAX })
  .filter((s) => s.trim().length > 0 && s.trim() === s);
const email = fc.emailAddress().filter(isValidEmail);

describe('memberSchema', () => {
  it('accepts any trimmed names, a valid e-mail and an offered role', async () => {
    await fc.assert(
      fc.asyncProperty(name, name, email, fc.constantFrom(...INVITABLE), async (f, l, e, role) => {
        expect(await errorsOf({ first_name: f, last_name: l, email: e, role })).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses blank names, a role the server does not offer and an invalid e-mail, by label', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^\s*$/),
        fc.string().filter((s) => !isValidEmail(s.trim()) && s.trim() !== ''),
        async (blank, bad) => {
          const errors = await errorsOf({
            first_name: blank,
            last_name: 'Lee',
            email: bad,
            role: 'OWNER',
          });
          expect(errors).toEqual(
            expect.arrayContaining([
              'First name is required',
              'Email must be a valid Email Address',
              'Role must be one of the following values: MEMBER, ADMIN',
            ]),
          );
        },
      ),
      { numRuns: 40 },
    );
  });

  it('refuses names longer than the server takes', async () => {
    const long = 'x'.repeat(MEMBER_NAME_MAX + 1);
    const errors = await errorsOf({
      first_name: long,
      last_name: 'Lee',
      email: 'a@b.co',
      role: 'ADMIN',
    });
    expect(errors).toEqual([`First name must be at most ${MEMBER_NAME_MAX} characters`]);
  });
});

describe('requests', () => {
  it('trims and lower-cases what an invitation sends', () => {
    expect(
      toInviteRequest({
        first_name: ' Sam ',
        last_name: 'Lee ',
        email: ' Sam@X.COM ',
        role: 'ADMIN',
      }),
    ).toEqual({ first_name: 'Sam', last_name: 'Lee', email: 'sam@x.com', role: 'ADMIN' });
  });

  it('sends the role only when it changed', () => {
    const before = { role: 'MEMBER' } as TeamMemberDetail;
    const values: MemberFormValues = { first_name: 'A', last_name: 'B', email: '', role: 'MEMBER' };
    expect(toUpdateRequest(values, before)).toEqual({ first_name: 'A', last_name: 'B' });
    expect(toUpdateRequest({ ...values, role: 'ADMIN' }, before).role).toBe('ADMIN');
  });
});
