import { Result, type ResultProps } from 'antd';
import type { ReactNode } from 'react';

export interface StatusPageProps {
  status: ResultProps['status'];
  title: ReactNode;
  subTitle?: ReactNode;
  /** Actions, e.g. a Dashboard button. */
  extra?: ReactNode;
}

/**
 * The full-page outcome used by /404, /500, /not-allowed and /access-denied. The title is the
 * page's h1 so each of those pages has a heading for screen readers.
 */
export function StatusPage({ status, title, subTitle, extra }: StatusPageProps) {
  return (
    <Result
      className="status-page"
      status={status}
      title={<h1 className="status-page__title">{title}</h1>}
      subTitle={subTitle}
      extra={extra}
    />
  );
}
