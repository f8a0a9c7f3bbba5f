import { Descriptions } from 'antd';
import { useFormikContext } from 'formik';
import type { PartnerKind } from '@/domain/contract';
import { ADDRESS_FIELD_NAMES, ADDRESS_LABELS } from '@/domain/address/fields';
import { PARTNER_TYPE_FIELD, partnerLabels, type PartnerFormValues } from '@/domain/partners/fields';
import { ReviewSection } from '../../../components/wizard/ReviewSection';
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
  const shown = (field: string) => {
    const value = (values[field] ?? '').trim();
    if (field === PARTNER_TYPE_FIELD[kind]) return words.types[value] ?? value;
    if (field === 'country')
      return countries.countries.find((c) => c.value === value)?.text ?? value;
    return value || '—';
  };
  return (
    <div className="partner-review">
      <ReviewSection
        title={words.firstStep}
        step={CONTACT_STEP}
        editLabel={`Edit ${words.firstStep.toLowerCase()}`}
      >
        <Descriptions column={1} bordered size="small">
          {contactFieldNames(kind).map((field) => (
            <Descriptions.Item key={field} label={labels[field]}>
              {shown(field)}
            </Descriptions.Item>
          ))}
        </Descriptions>
      </ReviewSection>
      <ReviewSection title="Address" step={ADDRESS_STEP} editLabel="Edit address">
        <Descriptions column={1} bordered size="small">
          {ADDRESS_FIELD_NAMES.map((field) => (
            <Descriptions.Item key={field} label={ADDRESS_LABELS[field]}>
              {shown(field)}
            </Descriptions.Item>
          ))}
        </Descriptions>
      </ReviewSection>
    </div>
  );
}
