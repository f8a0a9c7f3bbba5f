import { Tag, Typography } from 'antd';
import { useMemo, type ReactNode } from 'react';
import type { Partner, PartnerKind } from '@/domain/contract';
import { PARTNER_TYPE_FIELD } from '@/domain/partners/fields';
import { RecordDetailLayout, type RecordDetail } from '../../../components/page/RecordDetail';
import { PARTNER_WORDS, type PartnerSetup, type PartnerTab } from '../kinds';
import { useGetPartnerQuery } from '../api';

/** A partner as the detail frame reads it: its name is the title; partners are never archived. */
export type PartnerRecord = Partner & { title: string; archived: false };

const typeOf = (kind: PartnerKind, partner: Partner) =>
  String((partner as unknown as Record<string, unknown>)[PARTNER_TYPE_FIELD[kind]] ?? '');

/** The record hook of each kind: the cached partner query, named for the frame. */
function recordHookOf(kind: PartnerKind) {
  return function usePartnerRecord(id: number, options: { skip: boolean }) {
    const query = useGetPartnerQuery({ kind, id }, options);
    const data = useMemo<PartnerRecord | undefined>(
      () => query.data && { ...query.data, title: query.data.name, archived: false },
      [query.data],
    );
    return { ...query, data };
  };
}

const RECORD_HOOKS = { supplier: recordHookOf('supplier'), customer: recordHookOf('customer') };

function detailOf({ kind, tabs, paths }: PartnerSetup): RecordDetail<PartnerRecord, PartnerTab> {
  const words = PARTNER_WORDS[kind];
  return {
    noun: words.noun,
    useRecord: RECORD_HOOKS[kind],
    tabs,
    editPath: paths.edit,
    meta: (partner) => (
      <>
        <Typography.Text type="secondary">{partner.company}</Typography.Text>
        <Tag>{words.types[typeOf(kind, partner)] ?? typeOf(kind, partner)}</Tag>
      </>
    ),
  };
}

/**
 * A partner's detail frame: its name (the heading and the breadcrumb), company and type, Edit,
 * and the Summary / Products tabs; the tabs share the one cached request.
 */
export function PartnerDetailLayout({
  setup,
  tab,
  children,
}: {
  setup: PartnerSetup;
  tab: PartnerTab;
  children: (partner: PartnerRecord) => ReactNode;
}) {
  const detail = useMemo(() => detailOf(setup), [setup]);
  return (
    <RecordDetailLayout detail={detail} tab={tab}>
      {children}
    </RecordDetailLayout>
  );
}

export { typeOf as partnerTypeOf };
