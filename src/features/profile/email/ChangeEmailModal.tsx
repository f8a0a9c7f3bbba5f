import { Modal } from 'antd';
import { EmailChangeFlow } from '@/features/auth/verification/EmailChangeFlow';

export interface ChangeEmailModalProps {
  open: boolean;
  onClose: () => void;
  /** The new address is verified (the flow has already toasted the server's message). */
  onDone: () => void;
}

/**
 * SPEC §5 "Updating an e-mail requires one-time-code verification": the auth feature's flow in
 * a dialog. It starts at the code when the stored user has a pending address. Closed, it is
 * unmounted at once (no closing animation to wait for), so the next opening starts afresh.
 */
export function ChangeEmailModal({ open, onClose, onDone }: ChangeEmailModalProps) {
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
      <EmailChangeFlow onDone={onDone} onCancel={onClose} />
    </Modal>
  );
}
