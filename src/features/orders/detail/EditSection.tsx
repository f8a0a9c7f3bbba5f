import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { orderPaths } from '../paths';
import { editState } from './actionState';
import type { OrderRecord } from './orderDetail';
import { OrderTabSection } from './OrderTabSection';

interface EditSectionProps {
  order: OrderRecord;
  /** 'products' or 'shipment': the heading's id and words. */
  part: 'products' | 'shipment';
  /** The form, shown only while the order may be edited. */
  children: ReactNode;
}

/**
 * An edit address of an order (products, shipment): its heading, then the form, or, when the
 * order may not be edited now, why (the state machine's words) and the way back.
 */
export function EditSection({ order, part, children }: EditSectionProps) {
  const state = editState(order);
  return (
    <OrderTabSection order={order} part={`${part}-edit`} title={`Edit ${part}`}>
      {state.kind === 'refused' ? (
        <Alert
          type="info"
          showIcon
          title={state.reason}
          description={<Link to={orderPaths[part](order.type, order.id)}>Back to the {part}</Link>}
        />
      ) : (
        children
      )}
    </OrderTabSection>
  );
}
