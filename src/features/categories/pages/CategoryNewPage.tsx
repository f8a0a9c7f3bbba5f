import { Alert, Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { notifier } from '@/components/feedback/notifier';
import { PageSection } from '@/components/page/PageSection';
import { useCreateCategoryMutation, useGetCategoryFormOptionsQuery } from '../api';
import { categoryPaths } from '../paths';
import { CategoryForm } from '../form/CategoryForm';
import { EMPTY_CATEGORY } from '../form/schema';
import '../categories.css';

/** Adds a category: a name, an optional parent and a colour. */
export function CategoryNewPage() {
  const navigate = useNavigate();
  const options = useGetCategoryFormOptionsQuery();
  const [createCategory] = useCreateCategoryMutation();
  return (
    <PageSection id="category-new-title" title="Add Category">
      <Card>
        {options.isError && (
          <Alert
            type="warning"
            showIcon
            title="The parent categories could not be loaded; you can still add a top-level category."
          />
        )}
        <CategoryForm
          initialValues={EMPTY_CATEGORY}
          editingId={null}
          parents={options.data ?? []}
          parentsLoading={options.isLoading}
          submitLabel="Add Category"
          onSubmit={async (input, submission) => {
            const category = await createCategory({ ...input, ...submission }).unwrap();
            notifier.success({ message: `Category “${category.name}” created` });
            await navigate(categoryPaths.list);
          }}
        />
      </Card>
    </PageSection>
  );
}
