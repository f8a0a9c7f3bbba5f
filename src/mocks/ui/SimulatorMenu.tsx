import { ExperimentOutlined } from '@ant-design/icons';
import { Alert, Button, Divider, Drawer, Popconfirm, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { storage } from '@/lib/storage';
import { Mailbox } from './Mailbox';
import { fetchMailbox, resetDemoData, type Mail } from './simulatorApi';

export interface SimulatorMenuProps {
  /** API base without /v1: `${origin}/api` in the browser, http://localhost:8787 for the server. */
  apiBase: string;
  /** Where to go after a reset; a full page load so every in-memory state is dropped. */
  navigate?: (path: string) => void;
  /** Mailbox polling interval while the drawer is open. */
  pollMs?: number;
}

/**
 * A floating "Simulator" button (bottom right; bottom left belongs to the bot-check widget)
 * opening the simulator's drawer: reset the demo data, read the mailbox.
 */
export function SimulatorMenu({
  apiBase,
  navigate = (path) => window.location.assign(path),
  pollMs = 3000,
}: SimulatorMenuProps) {
  const [open, setOpen] = useState(false);
  const [mails, setMails] = useState<Mail[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resetError, setResetError] = useState<string | null>(null);

  // State changes only after the request settles, so the effect below never sets state
  // synchronously (react-hooks/set-state-in-effect).
  const load = useCallback(
    () =>
      fetchMailbox(apiBase).then(
        (data) => {
          setMails(data);
          setError(null);
        },
        (e: unknown) => setError((e as Error).message || 'Could not load the mailbox'),
      ),
    [apiBase],
  );

  useEffect(() => {
    if (!open) return undefined;
    void load();
    const timer = setInterval(() => void load(), pollMs);
    return () => clearInterval(timer);
  }, [open, pollMs, load]);

  const refresh = async () => {
    setLoading(true);
    await load();
    setLoading(false);
  };

  const reset = async () => {
    try {
      await resetDemoData(apiBase);
    } catch (e) {
      setResetError((e as Error).message);
      return;
    }
    // The seed has no sessions: whatever the portal kept about the user is stale now.
    storage.clearAllExcept();
    navigate('/auth/login');
  };

  return (
    <>
      <Button
        type="primary"
        shape="round"
        icon={<ExperimentOutlined />}
        onClick={() => setOpen(true)}
        // Above antd's overlays (z-index 1000): the mailbox must stay reachable while the
        // blocking verification dialog waits for the code that is in it.
        style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 1100 }}
      >
        Simulator
      </Button>
      <Drawer
        title="API simulator"
        placement="right"
        size={420}
        open={open}
        onClose={() => setOpen(false)}
        zIndex={1200}
      >
        <Typography.Paragraph type="secondary">
          Every call of this portal is answered by a simulated API with demo data stored in this
          browser.
        </Typography.Paragraph>
        <Popconfirm
          title="Reset demo data?"
          description="All changes, sessions and e-mails are lost and you are signed out."
          okText="Reset"
          okButtonProps={{ danger: true }}
          cancelText="Cancel"
          onConfirm={reset}
        >
          <Button danger>Reset demo data</Button>
        </Popconfirm>
        {resetError && <Alert type="error" showIcon title={resetError} style={{ marginTop: 12 }} />}
        <Divider />
        <Mailbox mails={mails} error={error} loading={loading} onRefresh={() => void refresh()} />
      </Drawer>
    </>
  );
}

export default SimulatorMenu;
