import { useEffect, type ReactNode } from 'react';

interface AuthCardProps {
  /** The page's h1. */
  title: ReactNode;
  /** The tab title, before " | KeepStock". */
  documentTitle: string;
  children: ReactNode;
}

/**
 * The frame of every public auth page (sign-in, recovery, magic link, invitation). Plain markup
 * styled like antd's Card and Title (src/styles/global.css): antd's Card would bring its Tabs
 * and Skeleton, and Typography its Tooltip, onto the sign-in page.
 */
export function AuthCard({ title, documentTitle, children }: AuthCardProps) {
  useEffect(() => {
    document.title = `${documentTitle} | KeepStock`;
  }, [documentTitle]);

  return (
    <main className="auth-page">
      <div className="auth-card">
        <h1 className="auth-title">{title}</h1>
        {children}
      </div>
    </main>
  );
}
