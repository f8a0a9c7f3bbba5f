import { App, Button } from 'antd';
import type { Category } from '@/api/contract';
import { notifier } from '@/components/feedback/notifier';
import { Restricted } from '@/components/Restricted';
import { useArchiveCategoryMutation } from '../api';
import { asApiError } from '@/api/fieldErrors';

/** The success message; the server's own wording wins when it sends one. */
export const CATEGORY_ARCHIVED_MESSAGE = 'Category deleted successfully';

/** Archive one category after a confirmation; the list refreshes from the server. */
export function ArchiveCategoryButton({ category }: { category: Category }) {
  const { modal } = App.useApp();
  const [archiveCategory] = useArchiveCategoryMutation();

  const confirm = () =>
    modal.confirm({
      title: `Archive “${category.name}”?`,
      content:
        'The category is removed from your catalogue. Its products stay, without this category, and its sub-categories move up to its parent.',
      okText: 'Archive',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      // Returning the promise keeps the dialog open and its button spinning until the server answers.
      onOk: async () => {
        try {
          const answer = await archiveCategory(category.id).unwrap();
          notifier.success({ message: answer.message || CATEGORY_ARCHIVED_MESSAGE });
        } catch (error) {
          notifier.error({ message: asApiError(error).message, duration: 6 });
        }
      },
    });

  return (
    <Restricted rule={{ permission: 'edit' }}>
      <Button size="small" danger aria-label={`Archive ${category.name}`} onClick={confirm}>
        Archive
      </Button>
    </Restricted>
  );
}
