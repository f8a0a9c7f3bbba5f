import { withTokenProblems } from './withTokenProblems';

const refusal = (code: string) => ({ status: 422, message: 'Refused', data: { code } });

describe('withTokenProblems', () => {
  it('ends the form on a refused token: the problem is reported and the send counts as done', async () => {
    const onTokenProblem = vi.fn();
    const send = withTokenProblems(async () => {
      throw refusal('TOKEN_EXPIRED');
    }, onTokenProblem);
    await expect(send({})).resolves.toBeUndefined();
    expect(onTokenProblem).toHaveBeenCalledWith('TOKEN_EXPIRED');
  });

  it('hands any other refusal back to the form, which keeps it on its fields', async () => {
    const onTokenProblem = vi.fn();
    const other = refusal('PASSWORD_TOO_SHORT');
    const send = withTokenProblems(async () => {
      throw other;
    }, onTokenProblem);
    await expect(send({})).rejects.toBe(other);
    expect(onTokenProblem).not.toHaveBeenCalled();
  });

  it('passes the values to the send once', async () => {
    const inner = vi.fn(async () => {});
    await withTokenProblems(inner, vi.fn())({ password: 'x' });
    expect(inner).toHaveBeenCalledExactlyOnceWith({ password: 'x' });
  });
});
