import { App, Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { BundleDetail } from '@/api/contract';
import { notifier } from '@/components/feedback/notifier';
import { Restricted } from '@/components/Restricted';
import { useArchiveBundleMutation } from '../api';
import { asApiError } from '@/api/fieldErrors';
import { bundlePaths } from '../paths';

export const BUNDLE_ARCHIVED_MESSAGE = 'Bundle archived';

/** Archiving is irreversible, so it is confirmed; afterwards the bundle leaves the list. */
export function ArchiveBundleButton({ bundle }: { bundle: BundleDetail }) {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [archiveBundle] = useArchiveBundleMutation();

  const confirm = () =>
    modal.confirm({
      title: `Archive “${bundle.title}”?`,
      content:
        'Archiving cannot be undone: the bundle leaves your catalogue for good and can no longer be ordered or edited. Its products are not affected.',
      okText: 'Archive bundle',
      okButtonProps: { danger: true },
      cancelText: 'Keep bundle',
      // The promise keeps the dialog open, its button spinning, until the server has answered.
      onOk: async () => {
        try {
          // The archive mutation clears the search cache, so the list no longer finds it.
          await archiveBundle(bundle.id).unwrap();
          notifier.success({ message: BUNDLE_ARCHIVED_MESSAGE });
          await navigate(bundlePaths.list);
        } catch (error) {
          notifier.error({ message: asApiError(error).message, duration: 6 });
        }
      },
    });

  return (
    <Restricted rule={{ permission: 'edit' }}>
      <Button danger onClick={confirm}>
        Archive
      </Button>
    </Restricted>
  );
}
