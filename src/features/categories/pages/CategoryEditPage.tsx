import { Alert, Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useBreadcrumbName } from '@/components/breadcrumbs/BreadcrumbNames';
import { notifier } from '@/components/feedback/notifier';
import { PageSection } from '@/components/page/PageSection';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { useRouteId } from '@/core/routing/routeParams';
import {
  useGetCategoryFormOptionsQuery,
  useGetCategoryQuery,
  useUpdateCategoryMutation,
} from '../api';
import { CategoryForm } from '../form/CategoryForm';
import { categoryPaths } from '../paths';
import '../categories.css';

/** Edits one category: its name, parent and colour. */
export function CategoryEditPage() {
  const id = useRouteId();
  const navigate = useNavigate();
  const category = useGetCategoryQuery(id ?? 0, { skip: id === null });
  const options = useGetCategoryFormOptionsQuery();
  const [updateCategory] = useUpdateCategoryMutation();
  useBreadcrumbName(id ?? undefined, category.data?.name);

  return (
    <PageSection
      id="category-edit-title"
      title={category.data ? `Edit ${category.data.name}` : 'Edit Category'}
    >
      <Card>
        {id === null ? (
          <Alert type="error" showIcon title="This is not a category address." />
        ) : (
          <QueryBoundary query={category} noun="category" skeletonRows={5}>
            {(loaded) => (
              <CategoryForm
                // A fresh form when another category is opened in the same page.
                key={loaded.id}
                initialValues={{
                  name: loaded.name,
                  parent_id: loaded.parent_id,
                  color: loaded.color,
                }}
                editingId={loaded.id}
                parents={options.data ?? []}
                parentsLoading={options.isLoading}
                submitLabel="Save"
                onSubmit={async (input) => {
                  await updateCategory({ id, body: input }).unwrap();
                  notifier.success({ message: 'Saved' });
                  await navigate(categoryPaths.list);
                }}
              />
            )}
          </QueryBoundary>
        )}
      </Card>
    </PageSection>
  );
}
