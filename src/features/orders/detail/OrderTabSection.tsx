import type { ReactNode } from 'react';
import { PageSection } from '@/components/page/PageSection';
import { EditOffer } from './EditOffer';
import type { OrderRecord } from './orderDetail';

export interface OrderTabSectionProps {
  order: OrderRecord;
  /** The part of the order ('products', 'shipment-edit'): the heading's id is `order-{id}-{part}`. */
  part: string;
  title: string;
  /** 'Edit products' and where it leads: the order's edit offer beside the heading. */
  edit?: { label: string; path: string };
  /** Anything else beside the heading. */
  extra?: ReactNode;
  children: ReactNode;
}

/** One tab (or edit address) of an order: a section under its level-2 heading. */
export function OrderTabSection({
  order,
  part,
  title,
  edit,
  extra,
  children,
}: OrderTabSectionProps) {
  return (
    <PageSection
      id={`order-${order.id}-${part}`}
      level={2}
      title={title}
      extra={edit ? <EditOffer order={order} label={edit.label} path={edit.path} /> : extra}
    >
      {children}
    </PageSection>
  );
}
