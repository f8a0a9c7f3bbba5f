import { Button, Flex, List, Modal, Tag, Typography } from 'antd';
import type { SavedView } from './viewStore';

export interface ManageViewsModalProps {
  open: boolean;
  views: SavedView[];
  onOpen: (view: SavedView) => void;
  onDelete: (view: SavedView) => void;
  /** null clears the list's default view. */
  onSetDefault: (view: SavedView | null) => void;
  onClose: () => void;
}

/** Opens, deletes, and picks the default of the list's saved views. */
export function ManageViewsModal({
  open,
  views,
  onOpen,
  onDelete,
  onSetDefault,
  onClose,
}: ManageViewsModalProps) {
  return (
    <Modal
      title="Saved views"
      open={open}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      <Typography.Paragraph type="secondary">
        The default view opens when you come to this list without filters.
      </Typography.Paragraph>
      {views.length === 0 ? (
        <Typography.Text type="secondary">No saved views.</Typography.Text>
      ) : (
        <List
          dataSource={views}
          renderItem={(view) => (
            <List.Item
              actions={[
                view.isDefault ? (
                  <Button
                    key="default"
                    aria-label={`Clear default: ${view.name}`}
                    onClick={() => onSetDefault(null)}
                  >
                    Clear default
                  </Button>
                ) : (
                  <Button
                    key="default"
                    aria-label={`Set as default: ${view.name}`}
                    onClick={() => onSetDefault(view)}
                  >
                    Set as default
                  </Button>
                ),
                <Button
                  key="delete"
                  danger
                  aria-label={`Delete view ${view.name}`}
                  onClick={() => onDelete(view)}
                >
                  Delete
                </Button>,
              ]}
            >
              <Flex gap={8} align="center" wrap>
                <Button type="link" onClick={() => onOpen(view)}>
                  {view.name}
                </Button>
                {view.isDefault && <Tag color="blue">Default</Tag>}
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
