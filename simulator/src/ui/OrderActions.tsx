import { Button, Space } from 'antd';
import { ORDER_STATUS_LABEL } from '@/domain/orders/status';
import type { WarehouseOrderRequest } from '../handlers/simulator';
import { signedInOrganisationUid, windowPath } from './portalState';
import { SimulatorPanel, useOutcome, type PanelProps } from './SimulatorPanel';
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
  const organisationUid = signedInOrganisationUid();
  return organisationUid ? { organisation_uid: organisationUid } : null;
}

/**
 * 'Receive an inbound order' and 'Advance an outbound order': the warehouse's side of an order,
 * as it would happen for real. The cable then tells the portal (booking.updated), which refreshes
 * the order, the lists and the product pages' stock.
 */
export function OrderActions({ apiBase, currentPath = windowPath }: PanelProps) {
  const { busy, outcome, actOn } = useOutcome();

  const run = (action: 'receive-inbound' | 'advance-order') =>
    actOn(
      orderTarget(currentPath(), action === 'receive-inbound' ? 'inbound' : 'outbound'),
      'Sign in first: the warehouse works on your orders.',
      async (target) => {
        const { reference, status } = await warehouseOrderAction(apiBase, action, target);
        return `${reference} is now ${ORDER_STATUS_LABEL[status]}`;
      },
    );

  return (
    <SimulatorPanel
      id="orders"
      title="Orders"
      description="Works on the order open on screen, or your organisation's oldest waiting order."
      outcome={outcome}
    >
      <Space wrap>
        <Button onClick={() => void run('receive-inbound')} disabled={busy}>
          Receive an inbound order
        </Button>
        <Button onClick={() => void run('advance-order')} disabled={busy}>
          Advance an outbound order
        </Button>
      </Space>
    </SimulatorPanel>
  );
}
