import { Alert, Typography } from 'antd';
import { useState, type ReactNode } from 'react';

/** What a panel's last action came to, shown under it. */
export type Outcome = { type: 'success' | 'error'; text: string };

/** The props of a panel acting for the page on screen. */
export interface PanelProps {
  apiBase: string;
  /** Where the portal is (windowPath); a test passes its own. */
  currentPath?: () => string;
}

/**
 * A panel's action state: `act` runs one request, busy meanwhile, and shows the text it resolves
 * with, or the message it rejects with; `after` (still busy) runs once the success is shown.
 */
export function useOutcome() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const act = async (request: () => Promise<string>, after?: () => Promise<void>) => {
    setBusy(true);
    try {
      setOutcome({ type: 'success', text: await request() });
      await after?.();
    } catch (e) {
      setOutcome({ type: 'error', text: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };
  /** `act` on the target of a signed-in user; with no one signed in (no target), says `signIn`. */
  const actOn = async <T,>(
    target: T | null,
    signIn: string,
    request: (target: T) => Promise<string>,
  ) => {
    if (target === null) setOutcome({ type: 'error', text: signIn });
    else await act(() => request(target));
  };
  return { busy, outcome, setOutcome, act, actOn };
}

/** One section of the simulator drawer: its title, what it does, its controls and their outcome. */
export function SimulatorPanel({
  id,
  title,
  description,
  outcome,
  children,
}: {
  /** Names the section's heading element: `simulator-${id}-title`. */
  id: string;
  title: string;
  description: ReactNode;
  outcome: Outcome | null;
  children: ReactNode;
}) {
  const titleId = `simulator-${id}-title`;
  return (
    <section aria-labelledby={titleId}>
      <Typography.Title level={2} id={titleId} style={{ fontSize: 16 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>
      {children}
      <div role="status" aria-live="polite" style={{ marginTop: 12 }}>
        {outcome && <Alert type={outcome.type} showIcon title={outcome.text} />}
      </div>
    </section>
  );
}
