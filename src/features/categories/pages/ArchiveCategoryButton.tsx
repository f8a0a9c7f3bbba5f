import type { Category } from '@/domain/contract';
import { ArchiveButton } from '@/components/page/ArchiveButton';
import { useArchiveCategoryMutation } from '../api';

/** The success message; the server's own wording wins when it sends one. */
export const CATEGORY_ARCHIVED_MESSAGE = 'Category deleted successfully';

/** Archive one category after a confirmation; the list refreshes from the server. */
export function ArchiveCategoryButton({ category }: { category: Category }) {
  const [archiveCategory] = useArchiveCategoryMutation();
  return (
    <ArchiveButton
      name={category.name}
      consequence="The category is removed from your catalogue. Its products stay, without this category, and its sub-categories move up to its parent."
      archive={async () =>
        (await archiveCategory(category.id).unwrap()).message || CATEGORY_ARCHIVED_MESSAGE
      }
      size="small"
      aria-label={`Archive ${category.name}`}
    />
  );
}
