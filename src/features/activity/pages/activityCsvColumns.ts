import { changeText, ACTION_LABEL } from '@/components/activity/changeText';
import { csvColumnsOf } from '@/components/export/tableColumns';
import type { ActivityEntry } from '@/domain/activity/activity';
import { columnsFor, recordText } from './activityListColumns';

/**
 * The trail's CSV columns: the table's, in its order. 'When' is the server's ISO timestamp, not
 * its day: an audit trail needs the time, and an ISO timestamp is as readable to a spreadsheet.
 * Each change is a line of its own in the cell, as the table lists them.
 */
export const activityCsvColumns = () =>
  csvColumnsOf<ActivityEntry>(columnsFor(undefined), {
    at: (e) => e.at,
    actor: (e) => e.actor.name,
    record: recordText,
    action: (e) => ACTION_LABEL[e.action] ?? e.action,
    changes: (e) => e.changes.map(changeText).join('\n'),
  });
