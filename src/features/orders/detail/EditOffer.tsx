import EditOutlined from '@ant-design/icons/EditOutlined';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { Restricted } from '@/components/Restricted';
import { editState } from './actionState';
import type { OrderRecord } from './orderDetail';
import { RefusedAction } from './RefusedAction';

/**
 * 'Edit products' / 'Edit shipment': offered while the server says the order is editable; otherwise
 * disabled with the reason (amend it first), and for roles without edit, the role's tooltip.
 */
export function EditOffer({
  order,
  label,
  path,
}: {
  order: OrderRecord;
  label: string;
  path: string;
}) {
  const navigate = useNavigate();
  const state = editState(order);
  if (state.kind === 'refused')
    return (
      <RefusedAction
        id={`order-${order.id}-${label.replace(/\W+/g, '-').toLowerCase()}`}
        label={label}
        icon={<EditOutlined aria-hidden />}
        reason={state.reason}
        showReason
      />
    );
  return (
    <Restricted rule={{ permission: 'edit' }}>
      <Button icon={<EditOutlined aria-hidden />} onClick={() => void navigate(path)}>
        {label}
      </Button>
    </Restricted>
  );
}
