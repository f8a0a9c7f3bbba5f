import { Input, Modal, Typography, type InputProps, type InputRef } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { VIEW_NAME_MAX, viewNameProblem } from './viewName';

/**
 * The view's name box, which takes the focus once, as it mounts: the button that opened the
 * dialog is behind it. Its own effect, not the dialog's: the dialog's content mounts a render
 * after the dialog, in a portal, and this effect runs once the box is in the page. The dialog,
 * when its opening animation ends, leaves a focus already inside it where it is, so nothing
 * moves the focus a second time.
 */
function ViewNameInput(props: InputProps) {
  const input = useRef<InputRef>(null);
  useEffect(() => input.current?.focus(), []);
  return <Input {...props} ref={input} />;
}

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
      destroyOnHidden
    >
      <Typography.Paragraph>
        Keeps this list&apos;s filters, search and sort under a name, for you in this organisation.
      </Typography.Paragraph>
      <label htmlFor={`${id}-name`}>View name</label>
      <ViewNameInput
        id={`${id}-name`}
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
