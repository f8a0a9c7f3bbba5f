import { Radio } from 'antd';
import { useField } from 'formik';
import type { Tier } from '@/domain/contract';
import { FormField } from '@/components/form/FormField';

/**
 * What each tier is for. The service has published no tier contents or prices, so the wording
 * describes who a tier suits and promises nothing the service has not said.
 */
export const TIER_OPTIONS: { value: Tier; title: string; description: string }[] = [
  {
    value: 'starter',
    title: 'Starter',
    description: 'For a store that is just starting out, sending its first orders each week.',
  },
  {
    value: 'growth',
    title: 'Growth',
    description: 'For an established store with steady weekly orders and a growing range.',
  },
  {
    value: 'enterprise',
    title: 'Enterprise',
    description: 'For high volumes, large ranges or special handling, with terms agreed with us.',
  },
];

const QUESTION =
  'Which tier fits your business best? Not sure? Pick the closest: our team confirms the details with you.';

/**
 * Step 3: native radios in a group named by the question, shown as cards: Tab reaches the group,
 * the arrow keys choose, exactly as a screen reader user expects.
 */
export function TierStep() {
  const [field, , helpers] = useField<Tier | ''>('tier');
  return (
    <FormField name="tier" label={QUESTION}>
      {({ status: _status, ...control }) => (
        <Radio.Group
          {...control}
          name="tier"
          className="signup-tiers"
          value={field.value || undefined}
          onChange={(event) => {
            void helpers.setValue(event.target.value as Tier);
            void helpers.setTouched(true, false);
          }}
        >
          {TIER_OPTIONS.map((tier) => (
            <Radio key={tier.value} value={tier.value} className="signup-tier">
              <span className="signup-tier__title">{tier.title}</span>
              <span className="signup-tier__description">{tier.description}</span>
            </Radio>
          ))}
        </Radio.Group>
      )}
    </FormField>
  );
}
