import { Col, Row } from 'antd';
import { Children, type ReactNode } from 'react';

/** How many fields stand side by side on a wide screen (phones show one, or two small numbers). */
const SPANS = {
  2: { xs: 24, md: 12 },
  3: { xs: 24, md: 8 },
  4: { xs: 12, md: 6 },
} as const;

/**
 * Fields side by side: every form lays related fields out the same way (two identity fields, three
 * money values, four sizes), stacking them on narrow screens.
 */
export function FieldColumns({ columns, children }: { columns: 2 | 3 | 4; children: ReactNode }) {
  return (
    <Row gutter={16}>
      {Children.toArray(children).map((child, index) => (
        <Col key={index} {...SPANS[columns]}>
          {child}
        </Col>
      ))}
    </Row>
  );
}
