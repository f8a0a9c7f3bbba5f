import { Button, Result, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentSearch } from '@/core/routing/urlState';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { PATHS } from '@/core/navigation/navigator';
import { switchOrganisation } from '@/core/session/switchOrganisation';
import { SESSION_MESSAGES } from '@/core/session/messages';

/** Only same-site paths are followed, so a crafted link cannot send the user elsewhere. */
export function safeInternalUrl(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : PATHS.home;
}

export const SWITCH_FAILED_TITLE = 'We could not open this organisation';

/**
 * /redirection?organisation_uid&internal_url: links in e-mails point here so that a user who
 * belongs to several organisations lands in the right one. Switch (when needed), then go. A switch
 * that fails (offline, a timeout, a refusal) says what went wrong and offers Retry; the session
 * stays in the organisation it was in.
 */
export function RedirectionPage() {
  const params = useCurrentSearch();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.session.user);
  const started = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const organisationUid = params.get('organisation_uid');
  const target = safeInternalUrl(params.get('internal_url'));
  const isMember = user?.organisations.some((o) => o.uid === organisationUid) ?? false;

  /** Switches, then goes (the session listener); resolves with what went wrong, or null. */
  const switchThenGo = useCallback(
    async (uid: string): Promise<string | null> => {
      const result = await dispatch(switchOrganisation({ organisationUid: uid, then: target }));
      return switchOrganisation.rejected.match(result)
        ? (result.payload ?? SESSION_MESSAGES.SOMETHING_WENT_WRONG)
        : null;
    },
    [dispatch, target],
  );

  useEffect(() => {
    if (started.current || !user) return;
    started.current = true;
    if (!organisationUid || organisationUid === user.x_organisation_uid) {
      void navigate(target, { replace: true });
    } else if (isMember) {
      void switchThenGo(organisationUid).then(setFailure);
    }
  }, [user, organisationUid, isMember, target, navigate, switchThenGo]);

  if (organisationUid && user && !isMember) {
    return (
      <Result
        status="403"
        title="You are not a member of this organisation"
        subTitle="Ask its owner for an invitation, or sign in with the account that belongs to it."
      />
    );
  }
  if (failure && organisationUid) {
    return (
      <Result
        status="warning"
        title={<h1 style={{ font: 'inherit', margin: 0 }}>{SWITCH_FAILED_TITLE}</h1>}
        subTitle={<span role="alert">{failure}</span>}
        extra={
          <Button
            type="primary"
            onClick={() => {
              setFailure(null);
              void switchThenGo(organisationUid).then(setFailure);
            }}
          >
            Retry
          </Button>
        }
      />
    );
  }
  return <Spin description="Opening…" size="large" fullscreen />;
}
