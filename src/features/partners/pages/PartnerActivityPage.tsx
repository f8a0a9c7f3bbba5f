import { RecordActivity } from '@/components/activity/RecordActivity';
import type { PartnerSetup } from '../kinds';
import { PartnerDetailLayout } from './partnerDetail';

/** /{id}/activity: who changed this supplier or customer, when, and what (owners and admins). */
export function PartnerActivityPage({ setup }: { setup: PartnerSetup }) {
  return (
    <PartnerDetailLayout setup={setup} tab="activity">
      {(partner) => <RecordActivity kind={setup.kind} id={partner.id} />}
    </PartnerDetailLayout>
  );
}
