import { Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '@/core/hooks';
import { clearRedirectUrl, peekRedirectUrl } from '@/core/session/redirectUrl';
import { sessionStarted } from '@/core/session/sessionSlice';
import { authPaths } from '../paths';
import { AuthCard } from '../shared/AuthCard';
import { emailFromQuery } from '../shared/emailParam';
import { asApiError } from '@/api/fieldErrors';
import { TokenProblem } from '../shared/TokenProblem';
import { MAGIC_LINK_MESSAGES, tokenErrorCode, type TokenMessage } from '../shared/tokenErrors';
import { useMagicSignInMutation } from './api';
import { MagicLinkRequest } from './MagicLinkRequest';

/**
 * /auth/magic_sign_in?token=…: spends the mailed token once and signs in, replacing whoever was
 * signed in before (the route allows signed-in visitors). Without a token: asks for a link.
 */
export function MagicSignInPage() {
  const [search] = useSearchParams();
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

function TokenSignIn({ token }: { token: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [magicSignIn] = useMagicSignInMutation();
  const [problem, setProblem] = useState<TokenMessage | null>(null);
  // React StrictMode runs effects twice in development; the token works only once.
  const spent = useRef(false);

  useEffect(() => {
    if (spent.current) return;
    spent.current = true;
    magicSignIn({ token })
      .unwrap()
      .then(
        (user) => {
          dispatch(sessionStarted(user));
          const target = peekRedirectUrl();
          clearRedirectUrl();
          navigate(target, { replace: true });
        },
        (error: unknown) => {
          const code = tokenErrorCode(error);
          setProblem(
            code
              ? MAGIC_LINK_MESSAGES[code]
              : { title: 'We could not sign you in', description: asApiError(error).message },
          );
        },
      );
  }, [token, magicSignIn, dispatch, navigate]);

  if (!problem) {
    return (
      <div role="status" aria-live="polite" className="auth-status">
        <Spin /> <span>Signing you in…</span>
      </div>
    );
  }
  return (
    <TokenProblem message={problem}>
      <Typography.Title level={2}>Get a new sign-in link</Typography.Title>
      <MagicLinkRequest />
    </TokenProblem>
  );
}
