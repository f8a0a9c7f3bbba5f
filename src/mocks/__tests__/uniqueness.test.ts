import { describe, expect, it } from 'vitest';
import { HEADER_SIGNATURE } from '@/api/contract';
import { signUpBody } from './authHelpers';
import { call, runSimulatorServer } from './helpers';

runSimulatorServer();

describe('users/validate-uniqueness', () => {
  it('says whether an e-mail is free, case-insensitively', async () => {
    const free = await call('POST', 'users/validate-uniqueness', {
      body: { email: 'someone.new@shop.test' },
    });
    expect(free.status).toBe(200);
    expect(free.body).toEqual({ data: { unique: true, message: null } });

    const taken = await call('POST', 'users/validate-uniqueness', {
      body: { email: ' Member@Demo.TEST ' },
    });
    expect(taken.body).toEqual({
      data: { unique: false, message: 'Email has already been taken' },
    });
  });

  it('sees a sign-up made a moment ago', async () => {
    await call('POST', 'auth/', { body: signUpBody() });
    const { body } = await call('POST', 'users/validate-uniqueness', {
      body: { email: signUpBody().email },
    });
    expect(body.data.unique).toBe(false);
  });

  it('refuses a blank or malformed e-mail, and an unsigned request', async () => {
    const blank = await call('POST', 'users/validate-uniqueness', { body: {} });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ email: ['Email is required'] });
    const bad = await call('POST', 'users/validate-uniqueness', { body: { email: 'a@b' } });
    expect(bad.body.errors).toEqual({ email: ['Email must be a valid Email Address'] });
    const unsigned = await call('POST', 'users/validate-uniqueness', {
      body: { email: 'x@y.test' },
      headers: { [HEADER_SIGNATURE]: 'bad' },
    });
    expect(unsigned.status).toBe(401);
  });
});

describe('organisations/validate-uniqueness', () => {
  it('says whether an organisation name is free, case- and space-insensitively', async () => {
    const free = await call('POST', 'organisations/validate-uniqueness', {
      body: { name: 'Brand New Pty' },
    });
    expect(free.body).toEqual({ data: { unique: true, message: null } });
    const taken = await call('POST', 'organisations/validate-uniqueness', {
      body: { name: '  harbour & FINCH ' },
    });
    expect(taken.body).toEqual({
      data: { unique: false, message: 'Organisation name has already been taken' },
    });
  });

  it('refuses a blank name', async () => {
    const { status, body } = await call('POST', 'organisations/validate-uniqueness', {
      body: { name: '   ' },
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual({ name: ['Name is required'] });
  });
});
