import { Space, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import type { SearchHit } from '@/domain/catalogue/searchContract';
import { MaskedValue } from '@/components/MaskedValue';
import { TYPE_LABELS } from '../facets';
import type { CatalogueListConfig, ColumnKey } from '../listConfig';
import { CategoryCell } from './CategoryCell';

type Column = TableColumnsType<SearchHit>[number];

/** Every column the lists know; a list picks its own (CatalogueListConfig.columns). */
function allColumns(href: CatalogueListConfig['href']): Record<ColumnKey, Column> {
  return {
    sku: {
      key: 'sku',
      title: 'SKU',
      render: (_, hit) => (
        <Link to={href(hit)}>
          <MaskedValue value={hit.sku} />
        </Link>
      ),
    },
    title: { key: 'title', title: 'Title', render: (_, hit) => <MaskedValue value={hit.title} /> },
    category: {
      key: 'category',
      title: 'Category',
      render: (_, hit) => <CategoryCell category={hit.category} />,
    },
    type: { key: 'type', title: 'Type', render: (_, hit) => TYPE_LABELS[hit.type] ?? hit.type },
    stock: {
      key: 'stock',
      title: 'Stock',
      align: 'right',
      render: (_, hit) => <MaskedValue value={hit.stock} />,
    },
    available: {
      key: 'available',
      title: 'Available',
      align: 'right',
      render: (_, hit) => <MaskedValue value={hit.available_quantity} />,
    },
    locations: {
      key: 'locations',
      title: 'Locations',
      render: (_, hit) =>
        hit.locations.length ? (
          <Space size={[0, 4]} wrap>
            {hit.locations.map((code) => (
              <Tag key={code}>{code}</Tag>
            ))}
          </Space>
        ) : (
          <span className="catalogue-muted">None</span>
        ),
    },
    lowStock: {
      key: 'lowStock',
      title: 'Low stock',
      render: (_, hit) =>
        hit.is_low_stock ? (
          <Tag color="orange" title={`At or below the alert level of ${hit.low_stock_alert}`}>
            Low stock
          </Tag>
        ) : null,
    },
  };
}

export function columnsFor(config: CatalogueListConfig): TableColumnsType<SearchHit> {
  const columns = allColumns(config.href);
  return config.columns.map((key) => columns[key]);
}
