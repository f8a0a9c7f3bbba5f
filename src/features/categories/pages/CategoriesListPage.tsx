import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Input, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Category } from '@/api/contract';
import { Restricted } from '@/components/Restricted';
import { useListCategoriesQuery } from '../api';
import { categoryPaths } from '../paths';
import { useDebouncedValue } from '@/components/hooks/useDebouncedValue';
import { ArchiveCategoryButton } from './ArchiveCategoryButton';
import '../categories.css';
import { CATEGORY_PAGE_SIZES, useCategoryListParams } from './useCategoryListParams';
import { LoadErrorAlert } from '@/components/feedback/LoadErrorAlert';

export const EMPTY_LIST_TEXT = 'Oops! No Records found';
const SEARCH_DEBOUNCE_MS = 300;

/** /space/categories: the organisation's categories, paginated and searched by the server. */
export function CategoriesListPage() {
  const navigate = useNavigate();
  const [params, setParams] = useCategoryListParams();
  const [typed, setTyped] = useState(params.query);
  const settled = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (settled.trim() !== params.query) setParams({ query: settled, page: 1 });
    // Only a settled change of the box moves the URL; the URL's own changes must not loop back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const list = useListCategoriesQuery({
    page: params.page,
    per_page: params.perPage,
    query: params.query || undefined,
  });
  const lastPage = list.data?.meta.total_pages ?? 0;

  // Archiving the last row of the last page (or a shared link) can leave us past the end.
  useEffect(() => {
    if (lastPage > 0 && params.page > lastPage) setParams({ page: lastPage });
  }, [lastPage, params.page, setParams]);

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
          <Restricted rule={{ permission: 'edit' }}>
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
      <div className="category-page-header">
        <Typography.Title level={1} id="categories-title">
          Categories
        </Typography.Title>
        <Restricted rule={{ permission: 'edit' }}>
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => void navigate(categoryPaths.new)}
          >
            Add Category
          </Button>
        </Restricted>
      </div>
      <Card>
        <Input.Search
          aria-label="Search categories"
          placeholder="Search by name"
          allowClear
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => setParams({ query: value, page: 1 })}
          className="category-search"
        />
        {list.isError && (
          <LoadErrorAlert title={list.error.message} onRetry={() => void list.refetch()} />
        )}
        <Table<Category>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.data ?? []}
          loading={list.isFetching}
          locale={{ emptyText: EMPTY_LIST_TEXT }}
          pagination={{
            current: params.page,
            pageSize: params.perPage,
            total: list.data?.meta.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: CATEGORY_PAGE_SIZES.map(String),
            showTotal: (total) => `${total} categories`,
            onChange: (page, perPage) =>
              setParams(perPage !== params.perPage ? { page: 1, perPage } : { page }),
          }}
          scroll={{ x: 'max-content' }}
        />
      </Card>
    </section>
  );
}
