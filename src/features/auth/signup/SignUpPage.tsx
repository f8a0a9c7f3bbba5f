import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSearchParam } from '@/core/routing/urlState';
import { useWizardDraft } from '@/components/wizard/useWizardDraft';
import { useCurrentRouteHandle } from '@/core/permissions/RouteGuard';
import { authPaths } from '../paths';
import { signUpDraft, startingPoint } from './draft';
import { decodePrefill } from './prefill';
import { SignUpWizard } from './SignUpWizard';
import './signup.css';

function useRouteTitle(): void {
  const title = useCurrentRouteHandle()?.title;
  useEffect(() => {
    if (title) document.title = `${title} | KeepStock`;
  }, [title]);
}

/**
 * /auth/signup: the four-step sign-up. A saved draft is always picked up, so a reload lands where
 * the person was; the link's `d` prefill fills only what the draft left empty.
 */
export function SignUpPage() {
  useRouteTitle();
  const prefillParam = useSearchParam('d');
  const [prefill] = useState(() => decodePrefill(prefillParam));
  const fresh = useMemo(() => startingPoint(null, prefill).values, [prefill]);
  const { start, draft, startOver } = useWizardDraft(signUpDraft, { fresh, onOpen: 'resume' });
  // Each start over is a new wizard, as on a first visit with this link.
  const [round, setRound] = useState(0);
  // The wizard being replaced may still write a save it had waiting: the draft goes after it.
  useEffect(() => {
    if (round > 0) signUpDraft.clear();
  }, [round]);

  const values = useMemo(
    () => (start?.resumed ? startingPoint(start, prefill).values : start?.values),
    [start, prefill],
  );
  return (
    <main className="auth-page signup-page">
      <div className="auth-card signup-card">
        <h1 className="auth-title">Create your KeepStock account</h1>
        <p className="auth-lead">Four short steps and your warehouse space is ready.</p>
        {start && values && (
          <SignUpWizard
            key={round}
            opening={{ start: { ...start, values }, draft }}
            onStartOver={() => {
              startOver();
              setRound((n) => n + 1);
            }}
          />
        )}
        <p className="auth-footer">
          Already have an account? <Link to={authPaths.login}>Sign in</Link>
        </p>
      </div>
    </main>
  );
}
