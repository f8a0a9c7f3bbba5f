import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import { Alert, Button, Modal, Typography } from 'antd';
import { useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import type { FormStatus } from '@/components/form/serverErrors';
import { useCountries } from '@/components/hooks/useCountries';
import { AddressFields } from '@/components/form/AddressFields';
import { useWizardGate } from '@/components/wizard/Wizard';
import { ADDRESS_FIELD_NAMES, ADDRESS_LABELS } from '@/domain/address/fields';
import { useValidateAddressMutation } from '../api';
import {
  addressKey,
  addressOf,
  addressSettled,
  currentValidation,
  STEP,
  type KeptValidation,
  type OutboundValues,
} from './values';

export const OVERRIDE_LABEL = 'Use this address anyway';
export const VALIDATION_FAILED_TITLE = 'The carrier cannot confirm this address';
export const VALIDATION_OK_TITLE = 'Address validated: a carrier can deliver here';
const VALIDATION_UNAVAILABLE =
  'The address could not be checked right now. Try again, or go on: it is checked again when the order is sent.';

/** The validation's problems as the address fields show them (the server's word on each). */
function problemsStatus(values: OutboundValues, v: KeptValidation): FormStatus {
  const serverErrors: NonNullable<FormStatus['serverErrors']> = {};
  for (const field of ADDRESS_FIELD_NAMES) {
    const message = v.problems[field];
    if (message) serverErrors[field] = { message, value: JSON.stringify(values[field] ?? null) };
  }
  return { serverErrors };
}

/**
 * Step 2, Address: prefilled from the customer, validated through
 * bookings/outbounds/validate-address ('Validate address', and on Next when this address has not
 * been checked yet). The result is kept in the values; a refused address may be used anyway after
 * an explicit confirmation.
 */
export function AddressStep() {
  const countries = useCountries();
  const { values, setFieldValue, setStatus, status } = useFormikContext<OutboundValues>();
  const [validate, validation] = useValidateAddressMutation();
  const [unavailable, setUnavailable] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const kept = currentValidation(values);

  const run = async (): Promise<KeptValidation | null> => {
    setUnavailable(false);
    try {
      const answer = await validate(addressOf(values)).unwrap();
      const next: KeptValidation = { ...answer, for: addressKey(values) };
      await setFieldValue('address_validation', next, false);
      await setFieldValue('address_override', false, false);
      return next;
    } catch {
      setUnavailable(true);
      return null;
    }
  };

  // The problems sit on their fields while those fields hold the refused values (also after a
  // reload, from the kept result).
  const problemsKey = kept && !kept.valid ? kept.checked_at : '';
  useEffect(() => {
    if (!kept || kept.valid) return;
    const own = (status as FormStatus | undefined)?.serverErrors ?? {};
    setStatus({
      ...(status as FormStatus),
      serverErrors: { ...own, ...problemsStatus(values, kept).serverErrors },
    });
    // Once per validation result.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [problemsKey]);

  // Leaving the step: a fresh validation when this address has none, then it must pass or be
  // knowingly overridden. A check that cannot run blocks nothing: the create checks again.
  useWizardGate(STEP.address, async () => {
    if (addressSettled(values)) return true;
    if (currentValidation(values)) return false;
    const result = await run();
    return result === null || result.valid;
  });

  return (
    <>
      <Typography.Paragraph type="secondary">
        {values.customer
          ? `Where the order goes. It starts as ${values.customer.name}'s address; a change here is for this order only.`
          : 'Where the order goes.'}
      </Typography.Paragraph>
      <AddressFields countries={countries} />
      <div className="outbound-wizard__validation">
        <Button
          onClick={() => void run()}
          loading={validation.isLoading}
          icon={<CheckCircleOutlined aria-hidden />}
        >
          Validate address
        </Button>
        <div role="status" aria-live="polite">
          {unavailable && <Alert type="error" showIcon title={VALIDATION_UNAVAILABLE} />}
          {!kept && !unavailable && values.address_validation && (
            <Typography.Text type="secondary">
              The address changed since it was validated: validate it again.
            </Typography.Text>
          )}
          {kept?.valid && <Alert type="success" showIcon title={VALIDATION_OK_TITLE} />}
          {kept && !kept.valid && (
            <Alert
              type={values.address_override ? 'warning' : 'error'}
              showIcon
              title={VALIDATION_FAILED_TITLE}
              description={
                <>
                  <ul className="outbound-wizard__problems">
                    {ADDRESS_FIELD_NAMES.filter((f) => kept.problems[f]).map((f) => (
                      <li key={f}>
                        {ADDRESS_LABELS[f]}: {kept.problems[f]}
                      </li>
                    ))}
                  </ul>
                  {values.address_override ? (
                    <Typography.Paragraph>
                      You confirmed this address: the order will be sent to it as it is.{' '}
                      <Button
                        size="small"
                        onClick={() => void setFieldValue('address_override', false)}
                      >
                        Undo
                      </Button>
                    </Typography.Paragraph>
                  ) : (
                    <Typography.Paragraph>
                      Correct the address and validate it again, or, if you know it is right, use it
                      anyway.{' '}
                      <Button size="small" danger onClick={() => setConfirming(true)}>
                        {OVERRIDE_LABEL}
                      </Button>
                    </Typography.Paragraph>
                  )}
                </>
              }
            />
          )}
        </div>
      </div>
      <Modal
        open={confirming}
        title={`${OVERRIDE_LABEL}?`}
        okText={OVERRIDE_LABEL}
        okButtonProps={{ danger: true }}
        onOk={() => {
          void setFieldValue('address_override', true);
          setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
      >
        <Typography.Paragraph>
          The carrier could not confirm this address. If it is wrong the parcel may be delayed or
          returned, at your cost. Send the order to it anyway?
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
