import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import { notifier } from '@/components/feedback/notifier';

/** The address of the list as it is now (its search holds the view), absolute so it can be shared. */
function useCurrentLink(): string {
  const { pathname, search } = useLocation();
  const href = useHref({ pathname, search });
  return new URL(href, window.location.origin).toString();
}

/**
 * Copies the list's link. Where the clipboard is missing or refused (an insecure origin, a
 * denied permission), the link shows selected in a small dialog for the person to copy.
 */
// Loaded when the clipboard refuses: the list pages do not carry antd's Modal for it.
const LinkDialog = lazy(() => import('./LinkDialog'));

export function CopyLinkButton() {
  const link = useCurrentLink();
  const [fallback, setFallback] = useState(false);
  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(link);
      notifier.success({ message: 'Link copied' });
    } catch {
      setFallback(true);
    }
  };
  return (
    <>
      <Button onClick={() => void copy()}>Copy link</Button>
      {fallback && (
        <Suspense fallback={null}>
          <LinkDialog link={link} onClose={() => setFallback(false)} />
        </Suspense>
      )}
    </>
  );
}
