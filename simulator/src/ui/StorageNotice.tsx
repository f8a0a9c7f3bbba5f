import { Alert, Button } from 'antd';
import { useEffect, useState } from 'react';
import { storage } from '@/lib/storage';
import { fetchStorageStatus, resetDemoData } from './simulatorApi';

export interface StorageNoticeProps {
  apiBase: string;
  navigate: (path: string) => void;
  /** How often to ask again while there is something to say (a blocked upgrade clears itself). */
  pollMs?: number;
}

/**
 * Says, above the Simulator button, when the demo data is not being stored (the stored database
 * could not be opened: the simulator runs in memory) or is waiting for another tab, with 'Reset
 * demo data', which reseeds and reloads (and so tries the stored database again).
 */
export function StorageNotice({ apiBase, navigate, pollMs = 3000 }: StorageNoticeProps) {
  const [notice, setNotice] = useState<string | null>(null);
  const [resetting, setResetting] = useState(false);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () =>
      fetchStorageStatus(apiBase).then(
        (status) => {
          if (!live) return;
          setNotice(status.notice);
          if (status.notice) timer = setTimeout(() => void ask(), pollMs);
        },
        () => undefined, // the simulator itself is unreachable: the portal says so on its own
      );
    void ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [apiBase, pollMs]);

  if (!notice) return null;
  const reset = async () => {
    setResetting(true);
    try {
      await resetDemoData(apiBase);
    } finally {
      storage.clearAllExcept();
      navigate('/auth/login');
    }
  };
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title="Demo data not stored"
      description={notice}
      action={
        <Button size="small" danger loading={resetting} onClick={() => void reset()}>
          Reset demo data
        </Button>
      }
      style={{ position: 'fixed', right: 16, bottom: 64, maxWidth: 420, zIndex: 1100 }}
    />
  );
}
