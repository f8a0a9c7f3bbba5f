import { Button, Modal, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { asApiError } from '@/api/fieldErrors';
import { notifier } from '../feedback/notifier';
import { Restricted } from '../Restricted';

export interface ArchiveButtonProps {
  /** The record's name: the dialog asks 'Archive “Baby”?'. */
  name: string;
  /** What archiving does to this record, said before it is done. */
  consequence: ReactNode;
  /** The dialog's buttons: 'Archive' and 'Cancel' unless the record words them its own way. */
  okText?: string;
  cancelText?: string;
  /** Archives on the server; resolves to what the success toast says. */
  archive: () => Promise<string>;
  /** After the toast (leave the archived record's page, for one). */
  onArchived?: () => unknown;
  size?: ButtonProps['size'];
  'aria-label'?: string;
}

/**
 * 'Archive', for those who may edit, confirmed in a dialog first. The dialog stays open, its button
 * spinning, until the server has answered; success and refusal are each said in a toast.
 */
export function ArchiveButton({
  name,
  consequence,
  okText = 'Archive',
  cancelText = 'Cancel',
  archive,
  onArchived,
  size,
  'aria-label': label,
}: ArchiveButtonProps) {
  const [modal, dialogHolder] = Modal.useModal();

  const confirm = () => {
    modal.confirm({
      title: `Archive “${name}”?`,
      content: consequence,
      okText,
      okButtonProps: { danger: true },
      cancelText,
      // Returning the promise keeps the dialog open and its button spinning.
      onOk: async () => {
        try {
          notifier.success({ message: await archive() });
          await onArchived?.();
        } catch (error) {
          notifier.error({ message: asApiError(error).message, duration: 6 });
        }
      },
    });
  };

  return (
    <>
      <Restricted rule={{ permission: 'edit' }}>
        <Button danger size={size} aria-label={label} onClick={confirm}>
          Archive
        </Button>
      </Restricted>
      {dialogHolder}
    </>
  );
}
