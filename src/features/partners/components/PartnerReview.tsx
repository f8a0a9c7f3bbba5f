import { useFormikContext } from 'formik';
import type { PartnerKind } from '@/domain/contract';
import { ADDRESS_FIELD_NAMES, ADDRESS_LABELS } from '@/domain/address/fields';
import {
  PARTNER_TYPE_FIELD,
  partnerLabels,
  type PartnerFormValues,
} from '@/domain/partners/fields';
import { ReviewSection } from '../../../components/wizard/ReviewSection';
import { ReviewFields, reviewValues } from '../../../components/wizard/ReviewFields';
import type { CountriesState } from '../../../components/hooks/useCountries';
import { ADDRESS_STEP, CONTACT_STEP } from '../drafts';
import { PARTNER_WORDS } from '../kinds';
import { contactFieldNames } from '../values';

/** Step 'Review': everything that will be sent, with a way back to each step. */
export function PartnerReview({
  kind,
  countries,
}: {
  kind: PartnerKind;
  countries: CountriesState;
}) {
  const { values } = useFormikContext<PartnerFormValues>();
  const words = PARTNER_WORDS[kind];
  const labels = partnerLabels(kind);
  const shown = reviewValues(values, countries, {
    field: PARTNER_TYPE_FIELD[kind],
    labels: words.types,
  });
  return (
    <div className="partner-review">
      <ReviewSection
        title={words.firstStep}
        step={CONTACT_STEP}
        editLabel={`Edit ${words.firstStep.toLowerCase()}`}
      >
        <ReviewFields fields={contactFieldNames(kind)} labels={labels} shown={shown} />
      </ReviewSection>
      <ReviewSection title="Address" step={ADDRESS_STEP} editLabel="Edit address">
        <ReviewFields fields={ADDRESS_FIELD_NAMES} labels={ADDRESS_LABELS} shown={shown} />
      </ReviewSection>
    </div>
  );
}
