import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Card } from 'antd';
import { useCallback, useMemo } from 'react';
import { ListEndpointExport } from '@/components/export';
import { PARTNER_SORTS } from '@/domain/contract';
import type { ListParamsConfig } from '@/core/routing/urlState';
import { useListParams } from '@/core/routing/urlState';
import { ListPageHeader } from '../../../components/page/ListPageHeader';
import { ServerTable } from '../../../components/page/ServerTable';
import { SavedViews } from '@/components/list-views/SavedViews';
import { partnerDraftStores } from '../drafts';
import { PARTNER_WORDS, type PartnerSetup } from '../kinds';
import { columnsFor } from './partnerColumns';
import { partnerApi, useListPartnersQuery } from '../api';
import { PartnerSearch } from '../components/PartnerSearch';
import '../partners.css';

/** ?query=&sort=&page=&per_page=, so a view can be shared. */
const PARTNER_LIST: ListParamsConfig = { queryKey: 'query', sorts: PARTNER_SORTS };

const EDIT = { permission: 'edit' } as const;
const TOOLBAR_GAP = { marginBottom: 16 };

/** /manage/suppliers and /manage/customers: the kind's partners, paged and searched by the server. */
export function PartnerListPage({ setup }: { setup: PartnerSetup }) {
  const { kind, paths } = setup;
  const words = PARTNER_WORDS[kind];
  const list = useListParams(PARTNER_LIST);
  const partners = useListPartnersQuery({ kind, ...list.request });
  // The export asks what the list asks: the kind of partner beside the search and sort.
  const exportFixed = useMemo(() => ({ kind }), [kind]);
  // The file's columns load with the first export, not with the list.
  const csvColumns = useCallback(
    async () => (await import('./partnerCsvColumns')).partnerCsvColumns(setup),
    [setup],
  );
  const titleId = `${words.noun}s-title`;
  return (
    <section aria-labelledby={titleId} className="partner-page">
      <ListPageHeader
        id={titleId}
        title={words.many}
        rule={EDIT}
        add={{ label: `Add ${words.one}`, to: paths.new, icon: <PlusOutlined aria-hidden /> }}
        draft={{
          store: partnerDraftStores[kind],
          label: `Continue Adding ${words.one}`,
          to: paths.resume,
        }}
        exportAction={
          <ListEndpointExport
            name={words.many}
            noun={`${words.noun}s`}
            endpoint={partnerApi.endpoints.listPartners}
            request={list.request}
            fixed={exportFixed}
            columns={csvColumns}
            currentRows={partners.currentData?.data}
          />
        }
      />
      <Card>
        <SavedViews list={kind === 'supplier' ? 'suppliers' : 'customers'} style={TOOLBAR_GAP} />
        <PartnerSearch kind={kind} list={list} label={`Search ${words.noun}s`} />
        <ServerTable
          list={list}
          query={partners}
          noun={`${words.noun}s`}
          columns={columnsFor(setup)}
        />
      </Card>
    </section>
  );
}
