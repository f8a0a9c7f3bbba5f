import type { ReactNode } from 'react';
import { PageSection } from '@/components/page/PageSection';
import { orderPaths } from '../paths';
import { EditOffer } from './EditOffer';
import type { OrderRecord } from './orderDetail';

export interface OrderTabSectionProps {
  order: OrderRecord;
  /** The part of the order ('products', 'shipment-edit'): the heading's id is `order-{id}-{part}`. */
  part: string;
  title: string;
  /** The part with an edit address of its own: 'Edit products' beside the heading leads there. */
  edit?: keyof typeof EDIT_PATHS;
  /** Anything else beside the heading. */
  extra?: ReactNode;
  children: ReactNode;
}

const EDIT_PATHS = { products: orderPaths.productsEdit, shipment: orderPaths.shipmentEdit };

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
      extra={
        edit ? (
          <EditOffer
            order={order}
            label={`Edit ${edit}`}
            path={EDIT_PATHS[edit](order.type, order.id)}
          />
        ) : (
          extra
        )
      }
    >
      {children}
    </PageSection>
  );
}
