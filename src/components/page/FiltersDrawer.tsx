import FilterOutlined from '@ant-design/icons/FilterOutlined';
import { Button } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { usePhoneLayout } from '../hooks/usePhoneLayout';
import { filtersButtonText } from './activeFilters';

// The drawer loads the first time a person opens it: a list's first load does not carry it.
const FiltersDrawerPanel = lazy(async () => ({
  default: (await import('./FiltersDrawerPanel')).FiltersDrawerPanel,
}));

export interface FiltersDrawerProps {
  /** How many filters are set: shown on the button, so a narrowed list is never a surprise. */
  active: number;
  /** The filters themselves: inline on a wide screen, in the drawer on a phone. */
  children: ReactNode;
}

/**
 * A list's filters. On a wide screen they render where they stand; on a phone (≤ 576 px) they
 * sit behind a 'Filters (n)' button that opens them in a drawer, so the list's first rows come
 * before a screenful of controls. The filters write the URL as they change, so closing the drawer
 * (or the filters mounting only once it opens) loses nothing.
 */
export function FiltersDrawer({ active, children }: FiltersDrawerProps) {
  const phone = usePhoneLayout();
  const [open, setOpen] = useState(false);
  // Once opened, the drawer stays mounted so it can animate closed and open again at once.
  const [loaded, setLoaded] = useState(false);
  if (!phone) return <>{children}</>;

  const text = filtersButtonText(active);
  return (
    <>
      <Button
        icon={<FilterOutlined aria-hidden />}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {text}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <FiltersDrawerPanel open={open} active={active} onClose={() => setOpen(false)}>
            {children}
          </FiltersDrawerPanel>
        </Suspense>
      )}
    </>
  );
}
