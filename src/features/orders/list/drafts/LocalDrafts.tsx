import { Button, Flex, List, Popconfirm, Typography } from 'antd';
import { useReducer } from 'react';
import { useNavigate } from 'react-router-dom';
import { NoRecords } from '@/components/page/emptyState';
import { useDraftOwner } from '@/components/wizard/draftOwner';
import { RESUME_QUERY } from '@/lib/drafts/draftStore';
import { orderPaths } from '../../paths';
import { DRAFT_SOURCES } from './draftSources';
import { formatDateTime } from '@/domain/format';

const DIRECTION_LABEL = { outbound: 'Outbound', inbound: 'Inbound' } as const;

/**
 * The order wizards' drafts of the signed-in user in this organisation (another owner's draft is
 * never shown). Continue opens the wizard where the draft stopped; Discard asks first, since a
 * discarded draft cannot be brought back.
 */
export function LocalDrafts() {
  const owner = useDraftOwner();
  const navigate = useNavigate();
  // Read on every render (two small localStorage records); a discard renders again.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const drafts = DRAFT_SOURCES.flatMap((source) => {
    const found = source.read(owner);
    return found ? [{ source, ...found }] : [];
  });

  if (drafts.length === 0) return <NoRecords />;
  return (
    <section aria-label="Unfinished orders">
      <List
        dataSource={drafts}
        renderItem={({ source, title, draft }) => {
          const direction = DIRECTION_LABEL[source.direction];
          const step = source.steps[draft.step] ?? `step ${draft.step + 1}`;
          const saved = draft.savedAt ? formatDateTime(draft.savedAt) : 'unknown';
          return (
            <List.Item
              actions={[
                <Button
                  key="continue"
                  type="primary"
                  aria-label={`Continue ${direction.toLowerCase()} draft`}
                  onClick={() =>
                    void navigate(`${orderPaths.new(source.direction)}${RESUME_QUERY}`)
                  }
                >
                  Continue
                </Button>,
                <Popconfirm
                  key="discard"
                  title="Discard this draft?"
                  description="It cannot be brought back."
                  okText="Discard"
                  okButtonProps={{ danger: true }}
                  cancelText="Keep it"
                  onConfirm={() => {
                    source.discard();
                    rerender();
                  }}
                >
                  <Button danger aria-label={`Discard ${direction.toLowerCase()} draft`}>
                    Discard
                  </Button>
                </Popconfirm>,
              ]}
            >
              <Flex vertical>
                <Typography.Text strong>{title}</Typography.Text>
                <Typography.Text type="secondary">
                  {direction} order · stopped at {step} (step {draft.step + 1} of{' '}
                  {source.steps.length}) · saved {saved}
                  {draft.trimmed ? ' · some attachments were not kept' : ''}
                </Typography.Text>
              </Flex>
            </List.Item>
          );
        }}
      />
    </section>
  );
}
