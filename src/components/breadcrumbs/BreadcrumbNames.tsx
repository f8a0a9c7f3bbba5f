import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

type Names = Readonly<Record<string, string>>;
type Register = (id: string, name: string | null) => void;

// Two contexts: pages only register, so they do not re-render when another page adds a name.
const NamesContext = createContext<Names>({});
const RegisterContext = createContext<Register>(() => {});

/** Holds the display names detail pages give their ids, for the breadcrumbs. */
export function BreadcrumbNamesProvider({ children }: { children: ReactNode }) {
  const [names, setNames] = useState<Names>({});
  const register = useCallback<Register>((id, name) => {
    setNames((prev) => {
      if (name === null) {
        if (!(id in prev)) return prev;
        const next = { ...prev };
        delete next[id];
        return next;
      }
      return prev[id] === name ? prev : { ...prev, [id]: name };
    });
  }, []);
  return (
    <RegisterContext.Provider value={register}>
      <NamesContext.Provider value={names}>{children}</NamesContext.Provider>
    </RegisterContext.Provider>
  );
}

export function useBreadcrumbNames(): Names {
  return useContext(NamesContext);
}

/**
 * A detail page names its id: `useBreadcrumbName(id, product?.title)`. The name is withdrawn when
 * the page unmounts; until it is known (undefined) the crumb shows '#<id>'.
 */
export function useBreadcrumbName(
  id: string | number | undefined,
  name: string | null | undefined,
): void {
  const register = useContext(RegisterContext);
  const key = id === undefined ? undefined : String(id);
  useEffect(() => {
    if (key === undefined || !name) return undefined;
    register(key, name);
    return () => register(key, null);
  }, [register, key, name]);
}
