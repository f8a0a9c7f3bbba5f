import EditOutlined from '@ant-design/icons/EditOutlined';
import { Alert, Button, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBreadcrumbName } from '../breadcrumbs/BreadcrumbNames';
import { Restricted } from '../Restricted';
import type { DetailTab } from './detailTabs';
import { SectionNav } from './SectionNav';
import './detailLayout.css';

export interface DetailLayoutProps<K extends string> {
  /** The record's id: its tabs' addresses and its breadcrumb. */
  id: number;
  /** The record's name: the page heading and the breadcrumb. */
  title: string;
  /** Singular noun of the record: "Product sections", "This product is archived…". */
  noun: string;
  /** Under the title: SKU, category, state tags. The layout adds 'Archived' itself. */
  meta?: ReactNode;
  archived: boolean;
  /** Where Edit leads (edit permission). */
  editPath?: string;
  /** Actions that change the record (Archive): like Edit, gone once it is archived. */
  recordActions?: ReactNode;
  /** Actions that stay on an archived record (Print barcode). */
  actions?: ReactNode;
  tabs: readonly DetailTab<K>[];
  /** The tab this page is. */
  current: K;
  children: ReactNode;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The frame of every detail page: the record's title, facts and actions, then its tabs (each
 * its own route, rendered as links in a navigation landmark, the current one marked with
 * aria-current) and the tab's content.
 *
 * One rule for an archived record: archiving is irreversible, so Edit and the actions that change
 * the record are not offered at all, and the header says 'Archived' with a note why.
 */
export function DetailLayout<K extends string>(props: DetailLayoutProps<K>) {
  const { id, title, noun, meta, archived, editPath, recordActions, actions, tabs, current } =
    props;
  const navigate = useNavigate();
  useBreadcrumbName(id, title);
  const titleId = `${noun}-detail-title`;

  return (
    <article className="detail-page" aria-labelledby={titleId}>
      <header className="detail-header">
        <div>
          <Typography.Title level={1} className="detail-title" id={titleId}>
            {title}
          </Typography.Title>
          <Space size={8} wrap>
            {meta}
            {archived && <Tag>Archived</Tag>}
          </Space>
        </div>
        <Space wrap className="detail-actions">
          {!archived && editPath && (
            <Restricted rule={{ permission: 'edit' }}>
              <Button icon={<EditOutlined aria-hidden />} onClick={() => void navigate(editPath)}>
                Edit
              </Button>
            </Restricted>
          )}
          {actions}
          {!archived && recordActions}
        </Space>
      </header>
      {archived && (
        <Alert
          className="detail-archived"
          type="info"
          showIcon
          title={`This ${noun} is archived. It is kept for your records and can no longer be changed.`}
        />
      )}
      <SectionNav label={`${capitalise(noun)} sections`} tabs={tabs} current={current} id={id} />
      {props.children}
    </article>
  );
}
