import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import { Button, Popconfirm, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProductDetail } from '@/domain/contract';
import { Restricted, useIsAllowed } from '@/components/Restricted';
import { useDraftOwner } from '@/components/wizard/draftOwner';
import { unitCount } from '@/domain/format';
import { RESUME_QUERY } from '@/lib/drafts/draftStore';
import {
  needsRestock,
  restockQuantity,
  RESTOCK_DAYS,
  RESTOCK_THRESHOLD_DAYS,
} from '@/domain/orders/restock';
import { orderPaths } from '@/domain/orders/paths';
import { useGetBurnRateQuery } from '../api';
import { BURN_RATE_DAYS } from '../detail/summary/CoverCard';
import { useRestockDraftsLoader, type RestockDrafts } from './restockDrafts';

/**
 * The orders module's inbound draft store (restockDrafts.ts), fetched only for a product that
 * shows Restock: the product pages do not carry the order code otherwise.
 */
function useOrdersModule(wanted: boolean): RestockDrafts | null {
  const load = useRestockDraftsLoader();
  const [orders, setOrders] = useState<RestockDrafts | null>(null);
  useEffect(() => {
    if (!wanted || orders || !load) return;
    let live = true;
    void load().then((m) => live && setOrders(m));
    return () => {
      live = false;
    };
  }, [wanted, orders, load]);
  return orders;
}

/**
 * From stock to order: on a product whose days of cover is below the threshold (the Cover card's
 * 'reorder soon', 14 days), one click writes an inbound draft holding this product and enough for
 * 30 days at the current burn rate (whole cartons when it has one) and opens it at Products.
 */
export function RestockButton({ product }: { product: ProductDetail }) {
  const navigate = useNavigate();
  const owner = useDraftOwner();
  const allowed = useIsAllowed({ permission: 'edit' });
  // The same request as the Cover card beside it: one answer from the cache.
  const burn = useGetBurnRateQuery({ id: product.id, days: BURN_RATE_DAYS });
  const amount =
    !product.archived && burn.data && needsRestock(burn.data)
      ? restockQuantity(product, burn.data)
      : null;
  const orders = useOrdersModule(amount !== null);
  // Shown once the orders module is here (a few ms): a half-ready button would either look
  // disabled or skip the question about an unfinished inbound draft.
  if (!amount || !orders) return null;

  const restock = () => {
    if (orders.startRestockDraft(owner, product, burn.data!))
      void navigate(`${orderPaths.new('inbound')}${RESUME_QUERY}`);
  };
  const suggestion = unitCount(amount.quantity, amount.unit_type);
  const button = (onClick?: () => void) => (
    <Button type="primary" icon={<ShoppingCartOutlined aria-hidden />} onClick={onClick}>
      Restock
    </Button>
  );
  return (
    <div className="restock" style={{ marginTop: 16 }}>
      <Typography.Paragraph>
        Under {RESTOCK_THRESHOLD_DAYS} days of cover. Restock suggests {suggestion}: enough for{' '}
        {RESTOCK_DAYS} days at the current burn rate.
      </Typography.Paragraph>
      {!allowed ? (
        <Restricted allowed={false}>{button()}</Restricted>
      ) : orders.hasInboundDraft(owner) ? (
        <Popconfirm
          title="Replace your unfinished inbound order?"
          description="Restock starts a new inbound draft in its place."
          okText="Replace draft"
          cancelText="Keep it"
          onConfirm={restock}
        >
          {button()}
        </Popconfirm>
      ) : (
        button(restock)
      )}
    </div>
  );
}
