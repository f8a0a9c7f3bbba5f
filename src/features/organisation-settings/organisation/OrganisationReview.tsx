import { useFormikContext } from 'formik';
import type { CountriesState } from '@/components/hooks/useCountries';
import { ReviewSection } from '@/components/wizard/ReviewSection';
import { ReviewFields, reviewValues } from '@/components/wizard/ReviewFields';
import { ADDRESS_FIELD_NAMES } from '@/domain/address/fields';
import { ORGANISATION_LABELS, type OrganisationFormValues } from '@/domain/organisations/fields';
import { TIER_LABEL } from '../tiers';
import { ORGANISATION_STEP } from './drafts';
import { BASIC_FIELDS } from './values';

/** Step 'Review': everything that will be sent, with a way back to each step. */
export function OrganisationReview({ countries }: { countries: CountriesState }) {
  const { values } = useFormikContext<OrganisationFormValues>();
  const shown = reviewValues(values, countries, { field: 'tier', labels: TIER_LABEL });
  return (
    <div className="organisation-review">
      <ReviewSection
        title="Basic Information"
        step={ORGANISATION_STEP.basic}
        editLabel="Edit basic information"
      >
        <ReviewFields fields={BASIC_FIELDS} labels={ORGANISATION_LABELS} shown={shown} />
      </ReviewSection>
      <ReviewSection title="Address" step={ORGANISATION_STEP.address} editLabel="Edit address">
        <ReviewFields fields={ADDRESS_FIELD_NAMES} labels={ORGANISATION_LABELS} shown={shown} />
      </ReviewSection>
    </div>
  );
}
