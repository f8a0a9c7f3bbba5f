import { Button } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { StatusPage, type StatusPageProps } from '@/components/StatusPage';
import { PATHS } from '@/core/navigation/navigator';

/** A button (not a button inside a link, which nests interactive elements) that goes home. */
function DashboardButton() {
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => void navigate(PATHS.home)}>
      Dashboard
    </Button>
  );
}

/** What each page says; every one of them offers the way home. */
const STATUSES = {
  notFound: {
    status: '404',
    title: 'Page not found',
    subTitle:
      'The page or record you were looking for does not exist, or it belongs to another organisation.',
  },
  serverError: {
    status: '500',
    title: 'Something went wrong on our side',
    subTitle: 'The service could not complete your request. Please try again in a moment.',
  },
  /** The 'Not Allowed' page a role is sent to when it may not open a page. */
  notAllowed: {
    status: '403',
    title: 'Not Allowed',
    subTitle:
      'Access to this page is not allowed for your current role. Ask an owner or admin of your organisation if you need it.',
  },
  accessDenied: {
    status: '403',
    title: 'Access Denied',
    subTitle: 'Access to this page is not allowed. You will be redirected back',
  },
} as const satisfies Record<string, StatusPageProps>;

function Status({ of }: { of: keyof typeof STATUSES }) {
  return <StatusPage {...STATUSES[of]} extra={<DashboardButton />} />;
}

export const NotFoundPage = () => <Status of="notFound" />;
export const ServerErrorPage = () => <Status of="serverError" />;
export const NotAllowedPage = () => <Status of="notAllowed" />;

const ACCESS_DENIED_REDIRECT_MS = 5000;

/** /access-denied: public, shown when a link cannot be opened with the current account. */
export function AccessDeniedPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(
      () => void navigate(PATHS.home, { replace: true }),
      ACCESS_DENIED_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <main className="auth-page">
      <Status of="accessDenied" />
    </main>
  );
}
