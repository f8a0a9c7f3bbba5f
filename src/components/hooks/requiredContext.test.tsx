import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { requiredContext } from './requiredContext';

const { Context, useRequiredContext } = requiredContext<{ name: string }>('useThing', 'ThingBox');

describe('requiredContext', () => {
  it("gives its provider's value to the hook inside it", () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Context.Provider value={{ name: 'inside' }}>{children}</Context.Provider>
    );
    const { result } = renderHook(() => useRequiredContext(), { wrapper });
    expect(result.current).toEqual({ name: 'inside' });
  });

  it('throws outside its provider, naming the hook and where it belongs', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useRequiredContext())).toThrow(
      'useThing must be used inside ThingBox',
    );
  });
});
