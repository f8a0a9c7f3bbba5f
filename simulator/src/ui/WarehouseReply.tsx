import { Button } from 'antd';
import type { WarehouseReplyRequest } from '../handlers/simulator';
import { signedInOrganisationUid, windowPath } from './portalState';
import { SimulatorPanel, useOutcome, type PanelProps } from './SimulatorPanel';
import { sendWarehouseReply } from './simulatorApi';

const THREAD_PATH = /^\/support\/chats\/([^/?#]+)\/?$/;

/**
 * Which thread the warehouse answers: the one open on screen, else the signed-in organisation's
 * open thread touched last; nothing when no one is signed in.
 */
export function replyTarget(pathname: string): WarehouseReplyRequest | null {
  const thread = THREAD_PATH.exec(pathname)?.[1];
  if (thread) return { ticket_uid: decodeURIComponent(thread) };
  const organisationUid = signedInOrganisationUid();
  return organisationUid ? { organisation_uid: organisationUid } : null;
}

/**
 * 'Send a warehouse reply': the warehouse's help desk answers a thread, as it would for real. The
 * cable then tells the portal, which updates the unread counts (and the open thread) on screen.
 */
export function WarehouseReply({ apiBase, currentPath = windowPath }: PanelProps) {
  const { busy, outcome, actOn } = useOutcome();

  const send = () =>
    actOn(
      replyTarget(currentPath()),
      'Sign in first: the reply goes to your organisation.',
      async (target) => {
        const { subject } = await sendWarehouseReply(apiBase, target);
        return `Reply sent to “${subject}”`;
      },
    );

  return (
    <SimulatorPanel
      id="warehouse"
      title="Warehouse"
      description="Answers the support thread open on screen, or your organisation's latest open thread."
      outcome={outcome}
    >
      <Button onClick={() => void send()} loading={busy} disabled={busy}>
        Send a warehouse reply
      </Button>
    </SimulatorPanel>
  );
}
