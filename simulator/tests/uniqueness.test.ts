import { describe, expect, it } from 'vitest';
import { HEADER_SIGNATURE } from '@/domain/contract';
import { signUpBody } from './authHelpers';
import { call, expectInvalid, runSimulatorServer } from '@simulator/testing/helpers';

runSimulatorServer();

const checkEmail = (email: unknown, headers?: Record<string, string>) =>
  call('POST', 'users/validate-uniqueness', {
    body: email === undefined ? {} : { email },
    headers,
  });
const checkName = (name: string) =>
  call('POST', 'organisations/validate-uniqueness', { body: { name } });

describe('users/validate-uniqueness', () => {
  it('says whether an e-mail is free, case-insensitively', async () => {
    const free = await checkEmail('someone.new@shop.test');
    expect(free.status).toBe(200);
    expect(free.body).toEqual({ data: { unique: true, message: null } });

    const taken = await checkEmail(' Member@Demo.TEST ');
    expect(taken.body).toEqual({
      data: { unique: false, message: 'Email has already been taken' },
    });
  });

  it('sees a sign-up made a moment ago', async () => {
    await call('POST', 'auth/', { body: signUpBody() });
    const { body } = await checkEmail(signUpBody().email);
    expect(body.data.unique).toBe(false);
  });

  it('refuses a blank or malformed e-mail, and an unsigned request', async () => {
    const blank = await checkEmail(undefined);
    expectInvalid(blank, { email: ['Email is required'] });
    const bad = await checkEmail('a@b');
    expect(bad.body.errors).toEqual({ email: ['Email must be a valid Email Address'] });
    const unsigned = await checkEmail('x@y.test', { [HEADER_SIGNATURE]: 'bad' });
    expect(unsigned.status).toBe(401);
  });
});

describe('organisations/validate-uniqueness', () => {
  it('says whether an organisation name is free, case- and space-insensitively', async () => {
    const free = await checkName('Brand New Pty');
    expect(free.body).toEqual({ data: { unique: true, message: null } });
    const taken = await checkName('  harbour & FINCH ');
    expect(taken.body).toEqual({
      data: { unique: false, message: 'Organisation name has already been taken' },
    });
  });

  it('refuses a blank name', async () => {
    expectInvalid(await checkName('   '), { name: ['Name is required'] });
  });
});
