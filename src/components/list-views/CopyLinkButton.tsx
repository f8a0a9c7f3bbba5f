import { Button, Input, Modal, Typography, type InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
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
      {fallback && <LinkDialog link={link} onClose={() => setFallback(false)} />}
    </>
  );
}

function LinkDialog({ link, onClose }: { link: string; onClose: () => void }) {
  const input = useRef<InputRef>(null);
  // Focused, hence selected, as the dialog shows: Ctrl+C copies it at once. After the dialog's
  // own focus handling, which puts the focus on the dialog as it opens.
  useEffect(() => {
    const timer = setTimeout(() => input.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Modal
      open
      title="Link to this view"
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      <Typography.Paragraph>
        Your browser did not let us copy it: the link is selected, copy it with Ctrl+C (⌘C on a
        Mac).
      </Typography.Paragraph>
      <label htmlFor="list-view-link">Link</label>
      <Input
        id="list-view-link"
        ref={input}
        value={link}
        readOnly
        onFocus={(event) => event.target.select()}
      />
    </Modal>
  );
}
