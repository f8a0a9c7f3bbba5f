import { Card, Flex } from 'antd';
import type { ReactNode } from 'react';
import { SavedViews } from '../list-views/SavedViews';
import type { ListName } from '../list-views/listNames';
import { PageSection } from './PageSection';

export interface ListCardProps {
  /** The list's toolbar (search, filters) and its table, top to bottom. */
  children: ReactNode;
  /** A heading inside the card, for a page that shows more than one list. */
  heading?: { id: string; title: string };
  /** The list's name for saved views: 'Views', 'Save view' and 'Copy link' above the toolbar. */
  views?: ListName;
}

/** The card a server list sits in: its toolbar above its table, one spacing for every list. */
export function ListCard({ children, heading, views }: ListCardProps) {
  const stack = (
    <Flex vertical gap={16}>
      {views && <SavedViews list={views} />}
      {children}
    </Flex>
  );
  return (
    <Card>
      {heading ? (
        <PageSection id={heading.id} title={heading.title} level={2}>
          {stack}
        </PageSection>
      ) : (
        stack
      )}
    </Card>
  );
}
