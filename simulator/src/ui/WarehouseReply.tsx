import { Alert, Button, Typography } from 'antd';
import { useState } from 'react';
import type { StoredUser } from '@/domain/contract';
import { storage, StorageKeys } from '@/lib/storage';
import type { WarehouseReplyRequest } from '../handlers/simulator';
import { sendWarehouseReply } from './simulatorApi';

const THREAD_PATH = /^\/support\/chats\/([^/?#]+)\/?$/;

/**
 * Which thread the warehouse answers: the one open on screen, else the signed-in organisation's
 * open thread touched last; nothing when no one is signed in.
 */
export function replyTarget(pathname: string): WarehouseReplyRequest | null {
  const thread = THREAD_PATH.exec(pathname)?.[1];
  if (thread) return { ticket_uid: decodeURIComponent(thread) };
  const organisationUid = storage.get<StoredUser>(StorageKeys.user)?.x_organisation_uid;
  return organisationUid ? { organisation_uid: organisationUid } : null;
}

type Outcome = { type: 'success' | 'error'; text: string };

/**
 * 'Send a warehouse reply': the warehouse's help desk answers a thread, as it would for real. The
 * cable then tells the portal, which updates the unread counts (and the open thread) on screen.
 */
export function WarehouseReply({
  apiBase,
  currentPath = () => window.location.pathname,
}: {
  apiBase: string;
  currentPath?: () => string;
}) {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const send = async () => {
    const target = replyTarget(currentPath());
    if (!target) {
      setOutcome({ type: 'error', text: 'Sign in first: the reply goes to your organisation.' });
      return;
    }
    setSending(true);
    try {
      const { subject } = await sendWarehouseReply(apiBase, target);
      setOutcome({ type: 'success', text: `Reply sent to “${subject}”` });
    } catch (e) {
      setOutcome({ type: 'error', text: (e as Error).message });
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby="simulator-warehouse-title">
      <Typography.Title level={2} id="simulator-warehouse-title" style={{ fontSize: 16 }}>
        Warehouse
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Answers the support thread open on screen, or your organisation&apos;s latest open thread.
      </Typography.Paragraph>
      <Button onClick={() => void send()} loading={sending} disabled={sending}>
        Send a warehouse reply
      </Button>
      <div role="status" aria-live="polite" style={{ marginTop: 12 }}>
        {outcome && <Alert type={outcome.type} showIcon title={outcome.text} />}
      </div>
    </section>
  );
}
