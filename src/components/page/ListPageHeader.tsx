import { Button, Flex } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DraftStore } from '@/lib/drafts/draftStore';
import type { AccessRule } from '@/domain/permissions/accessControl';
import { Restricted } from '../Restricted';
import { useHasDraft } from '../wizard/draftOwner';
import { PageHeading } from './PageSection';

export interface ListPageHeaderProps {
  /** Id of the h1 the page's section is labelled by. */
  id: string;
  title: string;
  /** The rule adding needs (the stricter, create-level marker). */
  rule: AccessRule;
  /** The primary action: 'Add Product', with an icon where the page shows one. */
  add: { label: string; to: string; icon?: ReactNode };
  /** 'Continue Adding …', shown only while the wizard's draft exists for this user here. */
  draft?: { store: DraftStore<unknown>; label: string; to: string };
  /** Further actions between the two ('Add Multiple Products'). */
  actions?: ReactElement<{ disabled?: boolean }>;
  /** The list's "Export CSV" (components/export), first: every role may export what it sees. */
  exportAction?: ReactNode;
}

/**
 * The heading of a list page with its ways to add: every list that has a wizard shows them the
 * same way, each behind the role rule that adding needs.
 */
export function ListPageHeader({
  id,
  title,
  rule,
  add,
  draft,
  actions,
  exportAction,
}: ListPageHeaderProps) {
  const navigate = useNavigate();
  return (
    <PageHeading
      id={id}
      title={title}
      extra={
        <Flex gap={8} wrap align="start">
          {exportAction}
          {draft && <ContinueDraft draft={draft} rule={rule} />}
          {actions && <Restricted rule={rule}>{actions}</Restricted>}
          <Restricted rule={rule}>
            <Button
              type="primary"
              icon={add.icon}
              onClick={() => void navigate(add.to)}
              // The 'n' shortcut presses the list's add button, found by this.
              data-shortcut="new"
              aria-keyshortcuts="n"
            >
              {add.label}
            </Button>
          </Restricted>
        </Flex>
      }
    />
  );
}

function ContinueDraft({
  draft,
  rule,
}: {
  draft: NonNullable<ListPageHeaderProps['draft']>;
  rule: AccessRule;
}) {
  const navigate = useNavigate();
  const hasDraft = useHasDraft(draft.store);
  if (!hasDraft) return null;
  return (
    <Restricted rule={rule}>
      <Button onClick={() => void navigate(draft.to)}>{draft.label}</Button>
    </Restricted>
  );
}
