import { Card, Flex } from 'antd';
import type { ReactNode } from 'react';
import { PageSection } from './PageSection';

export interface ListCardProps {
  /** The list's toolbar (search, filters) and its table, top to bottom. */
  children: ReactNode;
  /** A heading inside the card, for a page that shows more than one list. */
  heading?: { id: string; title: string };
}

/** The card a server list sits in: its toolbar above its table, one spacing for every list. */
export function ListCard({ children, heading }: ListCardProps) {
  const stack = (
    <Flex vertical gap={16}>
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
