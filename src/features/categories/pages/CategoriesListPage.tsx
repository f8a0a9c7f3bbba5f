import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Card, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useNavigate } from 'react-router-dom';
import type { Category } from '@/domain/contract';
import type { ListParamsConfig } from '@/core/routing/urlState';
import { useListParams } from '@/core/routing/urlState';
import { ListPageHeader } from '@/components/page/ListPageHeader';
import { ListSearch } from '@/components/page/ListSearch';
import { SavedViews } from '@/components/list-views/SavedViews';
import { ServerTable } from '@/components/page/ServerTable';
import { Restricted } from '@/components/Restricted';
import { useListCategoriesQuery } from '../api';
import { categoryPaths } from '../paths';
import { ArchiveCategoryButton } from './ArchiveCategoryButton';
import '../categories.css';

/** The list's ?q=&page=&per_page=, so a view can be shared. */
const CATEGORY_LIST: ListParamsConfig = { queryKey: 'q' };

const EDIT = { permission: 'edit' } as const;

/** The organisation's categories, paginated and searched by the server. */
export function CategoriesListPage() {
  const navigate = useNavigate();
  // Moving through the list adds no history entries.
  const list = useListParams(CATEGORY_LIST, { replace: 'always' });
  const categories = useListCategoriesQuery(list.request);

  const columns: ColumnsType<Category> = [
    {
      title: 'Name',
      dataIndex: 'name',
      render: (name: string, category) => (
        <span className="category-name">
          <span
            className="category-swatch"
            style={{ background: category.color }}
            aria-hidden="true"
          />
          {name}
        </span>
      ),
    },
    { title: 'Parent', dataIndex: 'parent_name', render: (parent: string | null) => parent ?? '—' },
    { title: 'Color', dataIndex: 'color', render: (color: string) => <code>{color}</code> },
    { title: 'Products', dataIndex: 'product_count', align: 'right' },
    {
      title: 'Actions',
      key: 'actions',
      render: (_value, category) => (
        <Space>
          <Restricted rule={EDIT}>
            <Button
              size="small"
              aria-label={`Edit ${category.name}`}
              onClick={() => void navigate(categoryPaths.edit(category.id))}
            >
              Edit
            </Button>
          </Restricted>
          <ArchiveCategoryButton category={category} />
        </Space>
      ),
    },
  ];

  return (
    <section aria-labelledby="categories-title">
      <ListPageHeader
        id="categories-title"
        title="Categories"
        rule={EDIT}
        add={{ label: 'Add Category', to: categoryPaths.new, icon: <PlusOutlined aria-hidden /> }}
      />
      <Card>
        <SavedViews list="categories" style={{ marginBottom: 16 }} />
        <ListSearch
          list={list}
          label="Search categories"
          placeholder="Search by name"
          className="category-search"
        />
        <ServerTable list={list} query={categories} noun="categories" columns={columns} />
      </Card>
    </section>
  );
}
