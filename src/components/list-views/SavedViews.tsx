import DownOutlined from '@ant-design/icons/DownOutlined';
import { Button, Dropdown, Flex, Tag } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useLocation } from 'react-router-dom';
import { useCurrentSearch, useReplaceSearch } from '@/core/routing/urlState';
import { notifier } from '@/components/feedback/notifier';
import { useDraftOwner } from '@/components/wizard/draftOwner';
import { CopyLinkButton } from './CopyLinkButton';
import type { ListName } from './listNames';
import { listViewStore, viewSearch, type SavedView } from './viewStore';

const MANAGE = '__manage';

// The dialogs load when first opened: a list page carries only its toolbar buttons.
const SaveViewModal = lazy(async () => ({
  default: (await import('./SaveViewModal')).SaveViewModal,
}));
const ManageViewsModal = lazy(async () => ({
  default: (await import('./ManageViewsModal')).ManageViewsModal,
}));

/**
 * 'Save view' keeps the list's current filters, search and sort under a name; 'Views' opens one
 * (the URL becomes the view's, so a reload keeps it) or manages them; 'Copy link' shares the
 * list as it is. A default view opens when the list is opened bare. Views are the signed-in
 * user's in the current organisation, kept in this browser.
 */
export function SavedViews({ list, style }: { list: ListName; style?: CSSProperties }) {
  const owner = useDraftOwner();
  const search = useCurrentSearch();
  const setSearch = useReplaceSearch();
  const [views, setViews] = useState<SavedView[]>(() => listViewStore.list(owner, list));
  const [viewsOf, setViewsOf] = useState(`${owner} ${list}`);
  const [saving, setSaving] = useState(false);
  const [managing, setManaging] = useState(false);

  // Another user, organisation or list (one page component can serve two): its views.
  if (viewsOf !== `${owner} ${list}`) {
    setViewsOf(`${owner} ${list}`);
    setViews(listViewStore.list(owner, list));
  }
  const refresh = () => setViews(listViewStore.list(owner, list));
  const open = (view: SavedView) => setSearch(view.search);

  useApplyDefaultView(list, owner);

  const defaultView = views.find((v) => v.isDefault);
  const showingDefault = !!defaultView && viewSearch(search.toString()) === defaultView.search;

  return (
    <Flex gap={8} wrap align="center" style={style}>
      <Dropdown
        disabled={views.length === 0}
        trigger={['click']}
        menu={{
          items: [
            ...views.map((v) => ({
              key: v.id,
              label: v.isDefault ? `${v.name} (default)` : v.name,
            })),
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
      <CopyLinkButton />
      {showingDefault && <Tag color="blue">Default view: {defaultView.name}</Tag>}
      <Suspense fallback={null}>
        {saving && (
          <SaveViewModal
            onCancel={() => setSaving(false)}
            onSave={(name) => {
              listViewStore.save(owner, list, name, search.toString());
              refresh();
              setSaving(false);
              notifier.success({ message: `View ${name.trim()} saved` });
            }}
          />
        )}
        {managing && (
          <ManageViewsModal
            open
            views={views}
            onClose={() => setManaging(false)}
            onOpen={(view) => {
              setManaging(false);
              open(view);
            }}
            onDelete={(view) => {
              listViewStore.remove(owner, list, view.id);
              refresh();
            }}
            onSetDefault={(view) => {
              listViewStore.setDefault(owner, list, view?.id ?? null);
              refresh();
              notifier.success({
                message: view ? `${view.name} is now the default view` : 'Default view cleared',
              });
            }}
          />
        )}
      </Suspense>
    </Flex>
  );
}

/**
 * Arriving at the list with no search at all (a menu link, a bookmark of the bare list) applies
 * the owner's default view, replacing the history entry so Back does not return to the bare
 * list. Only on arrival: clearing the filters later on the same page leaves them cleared. Two
 * lists can share one page component that React keeps mounted from one to the other (suppliers
 * and customers), so arriving is a new path, not a new mount.
 */
function useApplyDefaultView(list: ListName, owner: string) {
  const { pathname, search } = useLocation();
  const setSearch = useReplaceSearch();
  const arrivedAt = useRef<string | null>(null);
  useEffect(() => {
    const at = `${owner} ${pathname}`;
    if (arrivedAt.current === at) return;
    arrivedAt.current = at;
    if (search) return;
    const view = listViewStore.defaultView(owner, list);
    if (view) setSearch(view.search, { replace: true });
  }, [list, owner, pathname, search, setSearch]);
}
