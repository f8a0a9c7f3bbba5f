import { Card, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';

interface AuthCardProps {
  /** The page's h1. */
  title: ReactNode;
  /** The tab title, before " | KeepStock". */
  documentTitle: string;
  children: ReactNode;
}

/** The frame of every public auth page (sign-in, recovery, magic link, invitation). */
export function AuthCard({ title, documentTitle, children }: AuthCardProps) {
  useEffect(() => {
    document.title = `${documentTitle} | KeepStock`;
  }, [documentTitle]);

  return (
    <main className="auth-page">
      <Card className="auth-card">
        <Typography.Title level={1} className="auth-title">
          {title}
        </Typography.Title>
        {children}
      </Card>
    </main>
  );
}
