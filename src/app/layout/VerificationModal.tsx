import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { UserVerification } from '@/features/auth/verification/UserVerification';

/** The verification dialog itself (VerificationDialog decides when it shows). */
export default function VerificationModal({ content }: { content?: ReactNode }) {
  return (
    <Modal
      open
      title="Verify your e-mail address"
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={null}
    >
      {content ?? <UserVerification />}
    </Modal>
  );
}
