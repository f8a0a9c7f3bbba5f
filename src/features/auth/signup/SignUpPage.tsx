import { Card, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useCurrentRouteHandle } from '@/core/permissions/RouteGuard';
import { PATHS } from '@/core/navigation/navigator';
import { clearSignUpDraft, loadSignUpDraft, startingPoint } from './draft';
import { decodePrefill } from './prefill';
import { SignUpWizard, type WizardStart } from './SignUpWizard';
import './signup.css';

function useRouteTitle(): void {
  const title = useCurrentRouteHandle()?.title;
  useEffect(() => {
    if (title) document.title = `${title} | KeepStock`;
  }, [title]);
}

/** The start: a saved draft if there is one, with the link's `d` filling what it left empty. */
function computeStart(d: string | null, fromDraft: boolean): WizardStart {
  const draft = fromDraft ? loadSignUpDraft() : null;
  return { ...startingPoint(draft, decodePrefill(d)), resumed: draft !== null };
}

/** /auth/signup (SPEC §1, §2): the four-step sign-up; `d` may prefill it. */
export function SignUpPage() {
  useRouteTitle();
  const [params] = useSearchParams();
  const d = params.get('d');
  const [start, setStart] = useState(() => ({ key: 0, ...computeStart(d, true) }));

  const startOver = () => {
    clearSignUpDraft();
    // A fresh wizard, as on a first visit with this link.
    setStart((previous) => ({ key: previous.key + 1, ...computeStart(d, false) }));
  };

  return (
    <main className="auth-page signup-page">
      <Card className="auth-card signup-card">
        <Typography.Title level={1} className="auth-title">
          Create your KeepStock account
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          Four short steps and your warehouse space is ready.
        </Typography.Paragraph>
        <SignUpWizard key={start.key} start={start} onStartOver={startOver} />
        <Typography.Paragraph className="auth-footer">
          Already have an account? <Link to={PATHS.login}>Sign in</Link>
        </Typography.Paragraph>
      </Card>
    </main>
  );
}
