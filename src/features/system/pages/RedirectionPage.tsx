import { Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { PATHS } from '@/core/navigation/navigator';
import { switchOrganisation } from '@/core/organisation/switchOrganisation';

/** Only same-site paths are followed, so a crafted link cannot send the user elsewhere. */
export function safeInternalUrl(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : PATHS.home;
}

/**
 * /redirection?organisation_uid&internal_url: links in e-mails point here so that a user who
 * belongs to several organisations lands in the right one. Switch (when needed), then go.
 */
export function RedirectionPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.session.user);
  const started = useRef(false);
  const organisationUid = params.get('organisation_uid');
  const target = safeInternalUrl(params.get('internal_url'));
  const isMember = user?.organisations.some((o) => o.uid === organisationUid) ?? false;

  useEffect(() => {
    if (started.current || !user) return;
    started.current = true;
    if (!organisationUid || organisationUid === user.x_organisation_uid) {
      navigate(target, { replace: true });
    } else if (isMember) {
      void dispatch(switchOrganisation({ organisationUid, then: target }));
    }
  }, [user, organisationUid, isMember, target, navigate, dispatch]);

  if (organisationUid && user && !isMember) {
    return (
      <Result
        status="403"
        title="You are not a member of this organisation"
        subTitle="Ask its owner for an invitation, or sign in with the account that belongs to it."
      />
    );
  }
  return <Spin tip="Opening…" size="large" fullscreen />;
}
