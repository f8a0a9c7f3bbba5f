import { useCallback } from 'react';
import type { Partner, PartnerKind } from '@/domain/contract';
import type { ListRequest } from '@/core/routing/urlState';
import { useAppDispatch } from '@/core/hooks';
import { EXPORT_FETCH, exportRequest, ServerListExport } from '@/components/export';
import { partnerApi } from '../api';
import { PARTNER_WORDS, type PartnerSetup } from '../kinds';

export interface PartnerExportProps {
  kind: PartnerKind;
  setup: PartnerSetup;
  request: ListRequest;
  currentRows: readonly Partner[] | undefined;
}

/** Export CSV of the suppliers or customers: the page shown, or all the search matches. */
export function PartnerExport({ kind, setup, request, currentRows }: PartnerExportProps) {
  const dispatch = useAppDispatch();
  const words = PARTNER_WORDS[kind];
  const startPage = useCallback(
    (page: number) =>
      dispatch(
        partnerApi.endpoints.listPartners.initiate(
          { kind, ...exportRequest(request, page) },
          EXPORT_FETCH,
        ),
      ),
    [dispatch, kind, request],
  );
  // The columns load with the first export, not with the list.
  const columns = useCallback(
    async () => (await import('./partnerCsvColumns')).partnerCsvColumns(setup),
    [setup],
  );
  return (
    <ServerListExport<Partner>
      name={words.many}
      noun={`${words.noun}s`}
      columns={columns}
      currentRows={currentRows}
      startPage={startPage}
    />
  );
}
