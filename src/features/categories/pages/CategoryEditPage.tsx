import { Card, Skeleton, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { clearSearchCache } from '@/api/search/searchClient';
import { useBreadcrumbName } from '@/components/breadcrumbs/BreadcrumbNames';
import { notifier } from '@/components/feedback/notifier';
import {
  useGetCategoryFormOptionsQuery,
  useGetCategoryQuery,
  useUpdateCategoryMutation,
} from '../api';
import { CategoryForm } from '../form/CategoryForm';
import { categoryPaths } from '../paths';
import '../categories.css';
import { LoadErrorAlert } from '@/components/feedback/LoadErrorAlert';

/** /space/categories/{id}/edit. */
export function CategoryEditPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const category = useGetCategoryQuery(id, { skip: !Number.isInteger(id) });
  const options = useGetCategoryFormOptionsQuery();
  const [updateCategory] = useUpdateCategoryMutation();
  useBreadcrumbName(id, category.data?.name);

  return (
    <section aria-labelledby="category-edit-title">
      <Typography.Title level={1} id="category-edit-title">
        {category.data ? `Edit ${category.data.name}` : 'Edit Category'}
      </Typography.Title>
      <Card>
        {category.isLoading && <Skeleton active paragraph={{ rows: 5 }} />}
        {category.isError && (
          <LoadErrorAlert
            title="This category could not be loaded."
            onRetry={() => void category.refetch()}
          />
        )}
        {category.data && (
          <CategoryForm
            // A fresh form when another category is opened in the same page.
            key={category.data.id}
            initialValues={{
              name: category.data.name,
              parent_id: category.data.parent_id,
              color: category.data.color,
            }}
            editingId={category.data.id}
            parents={options.data ?? []}
            parentsLoading={options.isLoading}
            submitLabel="Save"
            onSubmit={async (input) => {
              await updateCategory({ id, body: input }).unwrap();
              await clearSearchCache();
              notifier.success({ message: 'Saved' });
              await navigate(categoryPaths.list);
            }}
          />
        )}
      </Card>
    </section>
  );
}
