import { Button, Input, Modal, Typography, type InputRef } from 'antd';
import { useEffect, useRef } from 'react';

/** The link, selected, in a dialog: where the browser refused the clipboard. */
export default function LinkDialog({ link, onClose }: { link: string; onClose: () => void }) {
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
