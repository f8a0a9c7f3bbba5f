import { Flex } from 'antd';
import type { ReactNode } from 'react';

/**
 * One filter of the bar: a small visible label tied to its control, so the control's accessible
 * name is the word a person sees ('Status', 'Carrier') even once a value hides the placeholder.
 */
export function FilterField({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <Flex vertical gap={2}>
      <label htmlFor={id} className="order-filter-label">
        {label}
      </label>
      {children}
    </Flex>
  );
}
