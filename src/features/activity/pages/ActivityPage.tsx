import { Typography } from 'antd';
import '@/components/activity/activity.css';
import { ListCard } from '@/components/page/ListCard';
import { ListDateRange, ListFilterBar, ListSelectFilter } from '@/components/page/ListFilters';
import { PageSection } from '@/components/page/PageSection';
import { ServerTable } from '@/components/page/ServerTable';
import { useAppSelector } from '@/core/hooks';
import { useListParams, type ListParamsConfig } from '@/core/routing/urlState';
import { ACTIVITY_KINDS } from '@/domain/activity/activity';
import { ListEndpointExport } from '@/components/export';
import { useListMembersQuery } from '@/features/organisation-settings/api';
import { activityApi, useListActivitiesQuery } from '../api';
import { columnsFor } from './activityListColumns';

/** The trail's URL state under the server's own names; newest first, not sortable. */
const ACTIVITY_LIST: ListParamsConfig = { filters: ['member', 'kind', 'from', 'to'] };

// The file's columns load with the first export, not with the list.
const activityCsvColumns = async () => (await import('./activityCsvColumns')).activityCsvColumns();

const KIND_OPTIONS = Object.entries(ACTIVITY_KINDS).map(([value, label]) => ({ value, label }));

/** The member filter's choices: the organisation's team (its first hundred, by the team list). */
function useMemberOptions(organisationUid: string | undefined) {
  const members = useListMembersQuery(
    { organisation: organisationUid ?? '', page: 1, per_page: 100 },
    { skip: !organisationUid },
  );
  const options = (members.data?.data ?? []).map((member) => ({
    value: member.uid,
    label: `${member.first_name} ${member.last_name}`.trim() || member.email,
  }));
  return { options, loading: members.isFetching };
}

/**
 * /manage/activity: who did what in the organisation, newest first, filtered by member, kind of
 * record and days, paged by the server; each entry links to its record and shows an edit's
 * fields before → after.
 */
export function ActivityPage() {
  const organisationUid = useAppSelector((s) => s.session.user?.x_organisation_uid);
  const list = useListParams(ACTIVITY_LIST);
  const entries = useListActivitiesQuery(list.request, { refetchOnMountOrArgChange: true });
  const members = useMemberOptions(organisationUid);
  return (
    <PageSection
      id="activity-title"
      title="Activity"
      extra={
        <ListEndpointExport
          name="Activity"
          noun="entries"
          endpoint={activityApi.endpoints.listActivities}
          request={list.request}
          columns={activityCsvColumns}
          currentRows={entries.currentData?.data}
        />
      }
    >
      <Typography.Paragraph type="secondary">
        Every change made in this organisation: who made it, when, and what it changed.
      </Typography.Paragraph>
      <ListCard views="activity">
        <ListFilterBar list={list}>
          <ListSelectFilter
            list={list}
            name="member"
            id="activity-filter-member"
            label="Member"
            options={members.options}
            loading={members.loading}
            width={220}
            search
          />
          <ListSelectFilter
            list={list}
            name="kind"
            id="activity-filter-kind"
            label="Record"
            options={KIND_OPTIONS}
            width={200}
          />
          <ListDateRange list={list} id="activity-filter-date" label="Date" from="from" to="to" />
        </ListFilterBar>
        <ServerTable
          list={list}
          query={entries}
          noun="entries"
          aria-label="Activity"
          columns={columnsFor(organisationUid)}
        />
      </ListCard>
    </PageSection>
  );
}
