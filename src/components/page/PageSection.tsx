import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface PageHeadingProps {
  /** The heading's id: what its section is labelled by. */
  id: string;
  title: ReactNode;
  /** 1 for a page's own heading (the default); a part of a page takes a lower level. */
  level?: 1 | 2 | 3 | 4 | 5;
  /** Beside the heading (the ways to add, a period switch): one row that wraps when narrow. */
  extra?: ReactNode;
  /** The space between the heading and what stands beside it. */
  gap?: number;
}

/** A heading, with whatever belongs beside it at the row's far end. */
export function PageHeading({ id, title, level = 1, extra, gap = 12 }: PageHeadingProps) {
  const heading = (
    <Typography.Title level={level} id={id}>
      {title}
    </Typography.Title>
  );
  if (!extra) return heading;
  return (
    <Flex justify="space-between" align="center" wrap gap={gap}>
      {heading}
      {extra}
    </Flex>
  );
}

export interface PageSectionProps extends PageHeadingProps {
  className?: string;
  children: ReactNode;
}

/**
 * A page, or a part of one, under its heading. The section is labelled by the heading, so a
 * screen reader lists the region by the name everyone sees.
 */
export function PageSection({ className, children, ...heading }: PageSectionProps) {
  return (
    <section aria-labelledby={heading.id} className={className}>
      <PageHeading {...heading} />
      {children}
    </section>
  );
}
