import { Modal } from 'antd';
import { EmailChangeFlow } from '@/components/email-change/EmailChangeFlow';
import { useUpdateProfileMutation } from '../api';

export interface ChangeEmailModalProps {
  open: boolean;
  onClose: () => void;
  /** The new address is verified (the flow has already toasted the server's message). */
  onDone: () => void;
}

/**
 * A new e-mail address takes effect only once a one-time code sent to it is entered: the shared
 * e-mail change flow in a dialog. It starts at the code when the stored user has a pending
 * address. Closed, it is unmounted at once (no closing animation to wait for), so the next
 * opening starts afresh.
 */
export function ChangeEmailModal({ open, onClose, onDone }: ChangeEmailModalProps) {
  const [updateProfile] = useUpdateProfileMutation();
  if (!open) return null;
  return (
    <Modal
      title="Change e-mail"
      open
      onCancel={onClose}
      footer={null}
      // A stray click outside must not throw away a code being typed.
      mask={{ closable: false }}
    >
      <EmailChangeFlow
        changeEmail={(email) => updateProfile({ email }).unwrap()}
        onDone={onDone}
        onCancel={onClose}
      />
    </Modal>
  );
}
