import { Radio, Typography } from 'antd';
import { useFormikContext } from 'formik';
import type { Tier } from '@/api/contract';
import type { SignUpValues } from '../values';
import { WizardField } from '../WizardField';

/**
 * What each tier is for. SPEC names no tier contents or prices, so the wording describes who a
 * tier suits and promises nothing the service has not said.
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

/**
 * Step 3: native radios in a labelled group, shown as cards: Tab reaches the group, the arrow
 * keys choose, exactly as a screen reader user expects.
 */
export function TierStep() {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<SignUpValues>();
  return (
    <WizardField name="tier" label={null}>
      {({ id, status: _status, ...control }) => (
        <>
          <Typography.Paragraph id="signup-tier-label">
            Which tier fits your business best? Not sure? Pick the closest: our team confirms the
            details with you.
          </Typography.Paragraph>
          <Radio.Group
            {...control}
            id={id}
            name="tier"
            aria-labelledby="signup-tier-label"
            className="signup-tiers"
            value={values.tier || undefined}
            onChange={(event) => {
              void setFieldValue('tier', event.target.value);
              void setFieldTouched('tier', true, false);
            }}
          >
            {TIER_OPTIONS.map((tier) => (
              <Radio key={tier.value} value={tier.value} className="signup-tier">
                <span className="signup-tier__title">{tier.title}</span>
                <span className="signup-tier__description">{tier.description}</span>
              </Radio>
            ))}
          </Radio.Group>
        </>
      )}
    </WizardField>
  );
}
