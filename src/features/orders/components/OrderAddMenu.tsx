import DownOutlined from '@ant-design/icons/DownOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Dropdown, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useHasDraft } from '@/components/wizard/draftOwner';
import { RESUME_QUERY } from '@/lib/drafts/draftStore';
import type { OrderDirection } from '@/domain/orders/status';
import { inboundDraftStore } from '../inbound-wizard/draft';
import { outboundDraftStore } from '../outbound-wizard/draft';
import { orderPaths } from '../paths';

// Only asked for when the person picks Duplicate.
const DuplicateOrderModal = lazy(async () => ({
  default: (await import('../outbound-wizard/DuplicateOrderModal')).DuplicateOrderModal,
}));

/** The add options of each direction: the wizard reads `?type=` as the order's sub type. */
const OPTIONS: Record<OrderDirection, { key: string; label: string }[]> = {
  outbound: [
    { key: 'standard', label: 'Standard' },
    { key: 'split', label: 'Split' },
    { key: 'duplicate', label: 'Duplicate…' },
  ],
  inbound: [
    { key: 'standard', label: 'Standard' },
    { key: 'back', label: 'Back order' },
    { key: 'transfer', label: 'Transfer' },
  ],
};

const CONTINUE = 'continue';
const CONTINUE_LABEL: Record<OrderDirection, string> = {
  outbound: 'Continue Adding Order',
  inbound: 'Continue',
};

/** Where an add option goes: `/orders/<dir>/new?type=<sub_type>`. */
export const addOrderPath = (direction: OrderDirection, type: string) =>
  orderPaths.new(direction, { type });

/**
 * 'Add order' on the order lists: outbound Standard, Split, Duplicate (asks which order to copy),
 * inbound Standard, Back order, Transfer, and the direction's Continue when a draft is waiting.
 */
export function OrderAddMenu({ direction }: { direction: OrderDirection }) {
  const navigate = useNavigate();
  const hasDraft = useHasDraft<unknown>(
    direction === 'outbound' ? outboundDraftStore : inboundDraftStore,
  );
  const [choosing, setChoosing] = useState(false);

  const items: MenuProps['items'] = [
    ...OPTIONS[direction].map((o) => ({ key: o.key, label: o.label })),
    ...(hasDraft
      ? [{ type: 'divider' as const }, { key: CONTINUE, label: CONTINUE_LABEL[direction] }]
      : []),
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === CONTINUE) void navigate(`${orderPaths.new(direction)}${RESUME_QUERY}`);
    else if (key === 'duplicate') setChoosing(true);
    else void navigate(addOrderPath(direction, key));
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          // The 'n' shortcut presses the list's add button, found by this: it opens the menu.
          data-shortcut="new"
          aria-keyshortcuts="n"
        >
          Add {direction} order <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      {choosing && (
        <Suspense fallback={null}>
          <DuplicateOrderModal
            onCancel={() => setChoosing(false)}
            onChoose={(id) => void navigate(`${addOrderPath('outbound', 'duplicate')}&from=${id}`)}
          />
        </Suspense>
      )}
    </>
  );
}
