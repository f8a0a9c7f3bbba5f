import { Spin, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useCurrentSearch } from '@/core/routing/urlState';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { clearRedirectUrl, peekRedirectUrl } from '@/core/session/redirectUrl';
import { selectUser, sessionStarted } from '@/core/session/sessionSlice';
import { authPaths } from '../paths';
import { AuthCard } from '../shared/AuthCard';
import { emailFromQuery } from '../shared/emailParam';
import { asApiError } from '@/api/fieldErrors';
import { TokenProblem } from '../shared/TokenProblem';
import { MAGIC_LINK_MESSAGES, tokenErrorCode, type TokenMessage } from '../shared/tokenErrors';
import { useMagicSignInMutation } from './api';
import { AskBeforeSwitching } from './AskBeforeSwitching';
import { MagicLinkRequest } from './MagicLinkRequest';

/**
 * /auth/magic_sign_in?token=…: spends the mailed token once and signs in. The route allows
 * signed-in visitors: when another account is signed in, the page asks first
 * (AskBeforeSwitching). Without a token: asks for a link.
 */
export function MagicSignInPage() {
  const search = useCurrentSearch();
  const token = search.get('token');
  return (
    <AuthCard title="Sign in with a link" documentTitle="Magic sign-in">
      {token ? (
        <TokenSignIn key={token} token={token} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            We will e-mail you a link that signs you in without a password.
          </Typography.Paragraph>
          <MagicLinkRequest initialEmail={emailFromQuery(search)} />
        </>
      )}
      <Typography.Paragraph className="auth-footer">
        <Link to={authPaths.login}>Sign in with your password</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}

/** The problem a link's refusal names, or the server's own words for another failure. */
function problemOf(error: unknown): TokenMessage {
  const code = tokenErrorCode(error);
  return code
    ? MAGIC_LINK_MESSAGES[code]
    : { title: 'We could not sign you in', description: asApiError(error).message };
}

function TokenSignIn({ token }: { token: string }) {
  // Whoever is signed in when the link is opened is asked about, once: Continue signs them out.
  const current = useAppSelector(selectUser);
  const [signedInAs] = useState(() => current?.email ?? null);
  const [confirmed, setConfirmed] = useState(false);
  const [problem, setProblem] = useState<TokenMessage | null>(null);
  const onContinue = useCallback(() => setConfirmed(true), []);
  const onProblem = useCallback((error: unknown) => setProblem(problemOf(error)), []);

  if (problem) return <LinkProblem problem={problem} />;
  if (signedInAs && !confirmed) {
    return (
      <AskBeforeSwitching
        token={token}
        signedInAs={signedInAs}
        onContinue={onContinue}
        onProblem={onProblem}
      />
    );
  }
  return <SpendToken token={token} onProblem={onProblem} />;
}

function LinkProblem({ problem }: { problem: TokenMessage }) {
  return (
    <TokenProblem message={problem}>
      <Typography.Title level={2}>Get a new sign-in link</Typography.Title>
      <MagicLinkRequest />
    </TokenProblem>
  );
}

function SpendToken({ token, onProblem }: { token: string; onProblem: (error: unknown) => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [magicSignIn] = useMagicSignInMutation();
  // React StrictMode runs effects twice in development; the token works only once.
  const spent = useRef(false);

  useEffect(() => {
    if (spent.current) return;
    spent.current = true;
    magicSignIn({ token })
      .unwrap()
      .then((user) => {
        dispatch(sessionStarted(user));
        const target = peekRedirectUrl();
        clearRedirectUrl();
        void navigate(target, { replace: true });
      }, onProblem);
  }, [token, magicSignIn, dispatch, navigate, onProblem]);

  return (
    <div role="status" aria-live="polite" className="auth-status">
      <Spin /> <span>Signing you in…</span>
    </div>
  );
}
