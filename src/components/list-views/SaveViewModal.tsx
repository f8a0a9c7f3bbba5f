import { Input, Modal, Typography, type InputRef } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { VIEW_NAME_MAX, viewNameProblem } from './viewName';

/** Asks for a view's name; the name rule is checked on Save, and its problem read out. */
export function SaveViewModal({
  onSave,
  onCancel,
}: {
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState('');
  const id = useId();
  const input = useRef<InputRef>(null);
  // The button that opened the dialog is behind it: the name box takes the focus, once the
  // dialog has opened (it focuses itself as it opens, which would take the focus back).
  const focusName = (open: boolean) => {
    if (open) input.current?.focus();
  };
  useEffect(() => input.current?.focus(), []);
  const [tried, setTried] = useState(false);
  const problem = viewNameProblem(name);
  const submit = () => {
    setTried(true);
    if (!problem) onSave(name);
  };
  const shown = tried ? problem : null;
  return (
    <Modal
      open
      title="Save view"
      okText="Save view"
      onOk={submit}
      onCancel={onCancel}
      afterOpenChange={focusName}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Keeps this list&apos;s filters, search and sort under a name, for you in this organisation.
      </Typography.Paragraph>
      <label htmlFor={`${id}-name`}>View name</label>
      <Input
        id={`${id}-name`}
        ref={input}
        value={name}
        maxLength={VIEW_NAME_MAX}
        status={shown ? 'error' : undefined}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        onChange={(e) => setName(e.target.value)}
        onPressEnter={submit}
      />
      {shown && (
        <Typography.Text type="danger" id={`${id}-error`} role="alert">
          {shown}
        </Typography.Text>
      )}
    </Modal>
  );
}
