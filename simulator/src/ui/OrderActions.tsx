import { Alert, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import type { StoredUser } from '@/domain/contract';
import { ORDER_STATUS_LABEL } from '@/domain/orders/status';
import { storage, StorageKeys } from '@/lib/storage';
import type { WarehouseOrderRequest } from '../handlers/simulator';
import { warehouseOrderAction } from './simulatorApi';

const ORDER_PATH = /^\/orders\/(inbound|outbound)\/(\d+)(?:\/|$)/;

/**
 * Which order the warehouse works on: the one open on screen when it goes that way, else the
 * signed-in organisation's next one (the oldest waiting); nothing when no one is signed in.
 */
export function orderTarget(
  pathname: string,
  direction: 'inbound' | 'outbound',
): WarehouseOrderRequest | null {
  const match = ORDER_PATH.exec(pathname);
  if (match && match[1] === direction) return { booking_id: Number(match[2]) };
  const organisationUid = storage.get<StoredUser>(StorageKeys.user)?.x_organisation_uid;
  return organisationUid ? { organisation_uid: organisationUid } : null;
}

type Outcome = { type: 'success' | 'error'; text: string };

/**
 * 'Receive an inbound order' and 'Advance an outbound order': the warehouse's side of an order,
 * as it would happen for real. The cable then tells the portal (booking.updated), which refreshes
 * the order, the lists and the product pages' stock.
 */
export function OrderActions({
  apiBase,
  currentPath = () => window.location.pathname,
}: {
  apiBase: string;
  currentPath?: () => string;
}) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const run = async (action: 'receive-inbound' | 'advance-order') => {
    const target = orderTarget(
      currentPath(),
      action === 'receive-inbound' ? 'inbound' : 'outbound',
    );
    if (!target) {
      setOutcome({ type: 'error', text: 'Sign in first: the warehouse works on your orders.' });
      return;
    }
    setBusy(true);
    try {
      const { reference, status } = await warehouseOrderAction(apiBase, action, target);
      setOutcome({ type: 'success', text: `${reference} is now ${ORDER_STATUS_LABEL[status]}` });
    } catch (e) {
      setOutcome({ type: 'error', text: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="simulator-orders-title">
      <Typography.Title level={2} id="simulator-orders-title" style={{ fontSize: 16 }}>
        Orders
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Works on the order open on screen, or your organisation&apos;s oldest waiting order.
      </Typography.Paragraph>
      <Space wrap>
        <Button onClick={() => void run('receive-inbound')} disabled={busy}>
          Receive an inbound order
        </Button>
        <Button onClick={() => void run('advance-order')} disabled={busy}>
          Advance an outbound order
        </Button>
      </Space>
      <div role="status" aria-live="polite" style={{ marginTop: 12 }}>
        {outcome && <Alert type={outcome.type} showIcon title={outcome.text} />}
      </div>
    </section>
  );
}
