import { Button, Drawer } from 'antd';
import { useId, type ReactNode } from 'react';
import { filtersButtonText } from './activeFilters';

export interface FiltersDrawerPanelProps {
  open: boolean;
  active: number;
  onClose(): void;
  children: ReactNode;
}

/**
 * The phone's filters drawer (loaded on first use): the filters one above the other, full
 * width, and a 'Show results' button that closes it. Escape and the close button close it too,
 * and antd returns the focus to the 'Filters' button.
 */
export function FiltersDrawerPanel({ open, active, onClose, children }: FiltersDrawerPanelProps) {
  // React's id, not antd's: the dialog is named by its title in every environment.
  const titleId = useId();
  return (
    <Drawer
      title={<span id={titleId}>{filtersButtonText(active)}</span>}
      aria-labelledby={titleId}
      open={open}
      onClose={onClose}
      placement="right"
      size="100%"
      rootClassName="filters-drawer"
      footer={
        <Button type="primary" block onClick={onClose}>
          Show results
        </Button>
      }
    >
      {children}
    </Drawer>
  );
}
