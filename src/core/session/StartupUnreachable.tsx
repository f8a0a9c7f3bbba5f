import './startupUnreachable.css';

export const STARTUP_UNREACHABLE_TITLE = "Can't reach the server";
export const STARTUP_KEPT_NOTE =
  'You are still signed in and your drafts are kept on this device. We will try again as soon as your connection comes back.';

interface Props {
  /** Why: offline, a timeout, or the server's status. */
  message: string;
  retrying: boolean;
  onRetry: () => void;
}

/**
 * The auth gate's answer when start-up cannot reach the server: what happened (announced), that
 * nothing was lost, and Retry. Plain elements and a stylesheet of its own: shown when the server
 * is out of reach, it must not need another chunk from it.
 */
export function StartupUnreachable({ message, retrying, onRetry }: Props) {
  return (
    <main className="startup-unreachable" aria-labelledby="startup-unreachable-title">
      <div role="alert" className="startup-unreachable__message">
        <h1 id="startup-unreachable-title">{STARTUP_UNREACHABLE_TITLE}</h1>
        <p>{message}</p>
      </div>
      <p>{STARTUP_KEPT_NOTE}</p>
      <button
        type="button"
        className="startup-unreachable__retry"
        onClick={onRetry}
        disabled={retrying}
      >
        Retry
      </button>
      <p role="status" className="startup-unreachable__status">
        {retrying ? 'Trying again…' : ''}
      </p>
    </main>
  );
}
