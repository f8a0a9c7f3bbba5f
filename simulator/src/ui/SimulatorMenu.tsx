import ExperimentOutlined from '@ant-design/icons/ExperimentOutlined';
import { Button } from 'antd';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { seedingStatus } from '../seedingStatus';
import { StorageNotice } from './StorageNotice';

const SimulatorDrawer = lazy(() => import('./SimulatorDrawer'));

export interface SimulatorMenuProps {
  /** API base without /v1: `${origin}/api` in the browser, http://localhost:8787 for the server. */
  apiBase: string;
  /** Where to go after a reset; a full page load so every in-memory state is dropped. */
  navigate?: (path: string) => void;
  /** Mailbox polling interval while the drawer is open. */
  pollMs?: number;
  /** Settles once the simulator answers; the drawer (which asks it) opens only then. */
  ready?: Promise<void>;
}

/**
 * A floating "Simulator" button (bottom right; bottom left belongs to the bot-check widget)
 * opening the simulator's drawer: reset the demo data, read the mailbox. The drawer is loaded on
 * the first press: the button is all the simulator adds to a page until then.
 */
export function SimulatorMenu({
  apiBase,
  navigate = (path) => window.location.assign(path),
  pollMs = 3000,
  ready,
}: SimulatorMenuProps) {
  const [open, setOpen] = useState(false);
  const [pressed, setPressed] = useState(false);
  const answering = useSettled(ready);
  const preparing = useSyncExternalStore(seedingStatus.subscribe, seedingStatus.preparing);

  return (
    <>
      {/* Beside the button: what the simulator is doing while requests wait for it. */}
      <span
        role="status"
        style={{
          position: 'fixed',
          right: 132,
          bottom: 22,
          zIndex: 1100,
          fontSize: 12,
          color: 'rgba(0, 0, 0, 0.65)',
          background: preparing ? 'rgba(255, 255, 255, 0.9)' : undefined,
          padding: preparing ? '2px 8px' : 0,
          borderRadius: 4,
        }}
      >
        {preparing ? 'Preparing the demo data…' : ''}
      </span>
      <Button
        type="primary"
        shape="round"
        icon={<ExperimentOutlined />}
        loading={pressed && !answering}
        onClick={() => {
          setPressed(true);
          setOpen(true);
        }}
        // Above antd's overlays (z-index 1000): the mailbox must stay reachable while the
        // blocking verification dialog waits for the code that is in it.
        style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 1100 }}
      >
        Simulator
      </Button>
      {answering && <StorageNotice apiBase={apiBase} navigate={navigate} pollMs={pollMs} />}
      {pressed && answering && (
        <Suspense fallback={null}>
          <SimulatorDrawer
            apiBase={apiBase}
            navigate={navigate}
            pollMs={pollMs}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

/** True once `promise` has fulfilled (at once without one). */
function useSettled(promise: Promise<void> | undefined): boolean {
  const [settled, setSettled] = useState(!promise);
  useEffect(() => {
    let mounted = true;
    void promise?.then(() => mounted && setSettled(true));
    return () => {
      mounted = false;
    };
  }, [promise]);
  return settled;
}

export default SimulatorMenu;
