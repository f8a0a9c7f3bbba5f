import { useNavigate } from 'react-router-dom';
import type { BundleDetail } from '@/domain/contract';
import { ArchiveButton } from '@/components/page/ArchiveButton';
import { useArchiveBundleMutation } from '../api';
import { bundlePaths } from '../paths';

export const BUNDLE_ARCHIVED_MESSAGE = 'Bundle archived';

/** Archiving is irreversible, so it is confirmed; afterwards the bundle leaves the list. */
export function ArchiveBundleButton({ bundle }: { bundle: BundleDetail }) {
  const navigate = useNavigate();
  const [archiveBundle] = useArchiveBundleMutation();
  return (
    <ArchiveButton
      name={bundle.title}
      consequence="Archiving cannot be undone: the bundle leaves your catalogue for good and can no longer be ordered or edited. Its products are not affected."
      okText="Archive bundle"
      cancelText="Keep bundle"
      archive={async () => {
        // The archive mutation clears the search cache, so the list no longer finds it.
        await archiveBundle(bundle.id).unwrap();
        return BUNDLE_ARCHIVED_MESSAGE;
      }}
      onArchived={() => navigate(bundlePaths.list)}
    />
  );
}
