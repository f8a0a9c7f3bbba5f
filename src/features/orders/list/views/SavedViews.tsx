import DownOutlined from '@ant-design/icons/DownOutlined';
import { Button, Dropdown, Flex, Input, List, Modal, Typography, type InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useCurrentSearch, useReplaceSearch } from '@/core/routing/urlState';
import { notifier } from '@/components/feedback/notifier';
import { useDraftOwner } from '@/components/wizard/draftOwner';
import {
  orderViewStore,
  VIEW_NAME_MAX,
  viewNameProblem,
  type OrderListName,
  type SavedView,
} from './viewStore';

const MANAGE = '__manage';

/**
 * 'Save view' keeps the list's current filters, search and sort under a name; 'Views' opens one
 * (the URL becomes the view's, so a reload keeps it) or manages them. Views are the signed-in
 * user's in the current organisation, kept in this browser.
 */
export function SavedViews({ list }: { list: OrderListName }) {
  const owner = useDraftOwner();
  const search = useCurrentSearch();
  const setSearch = useReplaceSearch();
  const [views, setViews] = useState<SavedView[]>(() => orderViewStore.list(owner, list));
  const [viewsOf, setViewsOf] = useState(owner);
  const [saving, setSaving] = useState(false);
  const [managing, setManaging] = useState(false);

  // Another user or organisation: their views, not the last one's.
  if (viewsOf !== owner) {
    setViewsOf(owner);
    setViews(orderViewStore.list(owner, list));
  }
  const refresh = () => setViews(orderViewStore.list(owner, list));

  const open = (view: SavedView) => {
    setSearch(view.search);
  };

  return (
    <Flex gap={8} wrap>
      <Dropdown
        disabled={views.length === 0}
        trigger={['click']}
        menu={{
          items: [
            ...views.map((v) => ({ key: v.id, label: v.name })),
            { type: 'divider' as const },
            { key: MANAGE, label: 'Manage views…' },
          ],
          onClick: ({ key }) => {
            if (key === MANAGE) return setManaging(true);
            const view = views.find((v) => v.id === key);
            if (view) open(view);
          },
        }}
      >
        <Button>
          Views {views.length > 0 && `(${views.length})`} <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      <Button onClick={() => setSaving(true)}>Save view</Button>
      {saving && (
        <SaveViewModal
          onCancel={() => setSaving(false)}
          onSave={(name) => {
            orderViewStore.save(owner, list, name, search.toString());
            refresh();
            setSaving(false);
            notifier.success({ message: `View ${name.trim()} saved` });
          }}
        />
      )}
      <Modal
        title="Saved views"
        open={managing}
        onCancel={() => setManaging(false)}
        footer={<Button onClick={() => setManaging(false)}>Close</Button>}
      >
        {views.length === 0 ? (
          <Typography.Text type="secondary">No saved views.</Typography.Text>
        ) : (
          <List
            dataSource={views}
            renderItem={(view) => (
              <List.Item
                actions={[
                  <Button
                    key="delete"
                    danger
                    aria-label={`Delete view ${view.name}`}
                    onClick={() => {
                      orderViewStore.remove(owner, list, view.id);
                      refresh();
                    }}
                  >
                    Delete
                  </Button>,
                ]}
              >
                <Button
                  type="link"
                  onClick={() => {
                    setManaging(false);
                    open(view);
                  }}
                >
                  {view.name}
                </Button>
              </List.Item>
            )}
          />
        )}
      </Modal>
    </Flex>
  );
}

function SaveViewModal({
  onSave,
  onCancel,
}: {
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState('');
  const input = useRef<InputRef>(null);
  // The button that opened the dialog is behind it: the name box takes the focus.
  useEffect(() => input.current?.focus(), []);
  const [tried, setTried] = useState(false);
  const problem = viewNameProblem(name);
  const submit = () => {
    setTried(true);
    if (!problem) onSave(name);
  };
  const shown = tried ? problem : null;
  return (
    <Modal
      open
      title="Save view"
      okText="Save view"
      onOk={submit}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Keeps this list&apos;s filters, search and sort under a name, for you in this organisation.
      </Typography.Paragraph>
      <label htmlFor="order-view-name">View name</label>
      <Input
        id="order-view-name"
        ref={input}
        value={name}
        maxLength={VIEW_NAME_MAX}
        status={shown ? 'error' : undefined}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? 'order-view-name-error' : undefined}
        onChange={(e) => setName(e.target.value)}
        onPressEnter={submit}
      />
      {shown && (
        <Typography.Text type="danger" id="order-view-name-error" role="alert">
          {shown}
        </Typography.Text>
      )}
    </Modal>
  );
}
