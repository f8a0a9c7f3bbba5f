import { Empty } from 'antd';
import type { ReactNode } from 'react';

/** What every list of the portal says when it has no rows: declared here and nowhere else. */
export const NO_RECORDS_TEXT = 'Oops! No Records found';

/** The empty state of a list that is not a table (a history, a card list). */
export function NoRecords() {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_RECORDS_TEXT} />;
}

/**
 * An antd Table's `locale` with the portal's empty state. Until the first answer has come
 * (`answered` false) the table shows nothing rather than claim there are no records.
 */
export function emptyTableLocale(answered = true): { emptyText: ReactNode } {
  return { emptyText: answered ? <NoRecords /> : ' ' };
}
