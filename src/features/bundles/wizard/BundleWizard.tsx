import { Button, Card, Form, Space, Steps, Typography } from 'antd';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearSearchCache } from '@/api/search/searchClient';
import { LoadingButton } from '@/components/LoadingButton';
import { notifier } from '@/components/feedback/notifier';
import { useAppSelector } from '@/core/hooks';
import { useCreateBundleMutation } from '../api';
import { DetailsFields } from '../form/DetailsFields';
import { ProductPicker } from '../form/ProductPicker';
import { bundleSchema, detailsStepSchema, productsStepSchema } from '../form/schema';
import type { FormStatus } from '@/components/form/serverErrors';
import { useStepHeadingFocus } from '@/components/wizard/useStepHeadingFocus';
import { toBundleFormStatus } from '../form/serverErrors';
import { useSkuCheck, type SkuCheckState } from '../form/useSkuCheck';
import { BUNDLE_LABELS, toBundleInput, type BundleFormValues } from '../form/values';
import { bundlePaths } from '../paths';
import { BUNDLE_STEPS, clearBundleDraft, LAST_STEP } from './draft';
import { PersistDraft } from './PersistDraft';
import { ReviewStep, stepOfField } from './ReviewStep';

const STEP_SCHEMAS = [productsStepSchema, detailsStepSchema, bundleSchema];
export const BUNDLE_CREATED_MESSAGE = 'Bundle created';

interface BundleWizardProps {
  initialValues: BundleFormValues;
  initialStep: number;
  /** A resumed draft is worth keeping even before the first change. */
  resumed: boolean;
}

/**
 * /space/bundles/new: Products → Details → Review (SPEC §2). One formik form; Next validates only
 * the current step, Back never validates, and the draft follows every change.
 */
export function BundleWizard({ initialValues, initialStep, resumed }: BundleWizardProps) {
  const navigate = useNavigate();
  const organisation = useAppSelector((s) => s.session.user?.x_organisation_uid ?? null);
  const [step, setStep] = useState(initialStep);
  const [createBundle] = useCreateBundleMutation();
  const finished = useRef(false);
  const creating = useRef(false);
  const skuCheckRef = useRef<SkuCheckState | null>(null);

  const goTo = (next: number, helpers: Pick<FormikHelpers<BundleFormValues>, 'setTouched'>) => {
    setStep(next);
    // The next step starts clean: its fields show problems once touched or on its own Next.
    void helpers.setTouched({}, false);
  };

  const submit = async (values: BundleFormValues, helpers: FormikHelpers<BundleFormValues>) => {
    if (step === 0) return goTo(1, helpers);
    if (step === 1) {
      const taken = await skuCheckRef.current?.ensure();
      if (taken) return void helpers.setFieldTouched('sku', true, false);
      return goTo(2, helpers);
    }
    if (creating.current) return;
    creating.current = true;
    helpers.setStatus({} satisfies FormStatus);
    try {
      const bundle = await createBundle(toBundleInput(values)).unwrap();
      finished.current = true;
      clearBundleDraft();
      await clearSearchCache();
      notifier.success({ message: BUNDLE_CREATED_MESSAGE });
      await navigate(bundlePaths.summary(bundle.id));
    } catch (error) {
      const status = toBundleFormStatus(error, BUNDLE_LABELS, values);
      helpers.setStatus(status);
      const fields = Object.keys(status.serverErrors ?? {});
      if (fields.length) setStep(Math.min(...fields.map(stepOfField)));
    } finally {
      creating.current = false;
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={STEP_SCHEMAS[step]} onSubmit={submit}>
      {({ dirty, setTouched }) => (
        <>
          <PersistDraft
            step={step}
            organisation={organisation}
            active={resumed || dirty || step > 0}
            finished={finished}
          />
          <WizardBody
            step={step}
            skuCheckRef={skuCheckRef}
            onBack={() => setStep((s) => Math.max(0, s - 1))}
            onEdit={(target) => goTo(target, { setTouched })}
            onCancel={() => void navigate(bundlePaths.list)}
          />
        </>
      )}
    </Formik>
  );
}

interface WizardBodyProps {
  step: number;
  skuCheckRef: { current: SkuCheckState | null };
  onBack: () => void;
  onEdit: (step: number) => void;
  onCancel: () => void;
}

function WizardBody({ step, skuCheckRef, onBack, onEdit, onCancel }: WizardBodyProps) {
  const { values, handleSubmit, isSubmitting } = useFormikContext<BundleFormValues>();
  const skuCheck = useSkuCheck(values.sku);
  const heading = useStepHeadingFocus(step);

  useEffect(() => {
    skuCheckRef.current = skuCheck;
  });

  return (
    <Card>
      <Steps
        current={step}
        items={BUNDLE_STEPS.map((title) => ({ title }))}
        className="bundle-steps-header"
      />
      <Form
        layout="vertical"
        component="form"
        noValidate
        aria-label="Add bundle"
        onFinish={() => handleSubmit()}
      >
        <Typography.Title level={2} tabIndex={-1} ref={heading} className="bundle-step-title">
          {BUNDLE_STEPS[step]}
        </Typography.Title>
        {step === 0 && <ProductPicker />}
        {step === 1 && <DetailsFields skuCheck={skuCheck} />}
        {step === 2 && <ReviewStep onEdit={onEdit} />}
        <Space className="bundle-wizard__actions">
          <Button onClick={onCancel}>Cancel</Button>
          {step > 0 && <Button onClick={onBack}>Back</Button>}
          <LoadingButton type="primary" htmlType="submit" loading={isSubmitting}>
            {step === LAST_STEP ? 'Create Bundle' : 'Next'}
          </LoadingButton>
        </Space>
      </Form>
    </Card>
  );
}
