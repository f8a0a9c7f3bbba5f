import { Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { notifier } from '@/components/feedback/notifier';
import { SkuCheckProvider, SkuGate } from '@/components/form/SkuCheck';
import { Wizard } from '@/components/wizard/Wizard';
import type { WizardStart, DraftBinding } from '@/components/wizard/useWizardDraft';
import { rootField, type WizardStep } from '@/components/wizard/wizardSteps';
import { BUNDLE_FIELDS, BUNDLE_LABELS } from '@/lib/fields/bundle';
import { useCreateBundleMutation } from '../api';
import { DetailsFields } from '../form/DetailsFields';
import { ProductPicker } from '../form/ProductPicker';
import { detailsStepSchema, productsStepSchema } from '../form/schema';
import { toBundleInput, type BundleFormValues } from '../form/values';
import { bundlePaths } from '../paths';
import { BUNDLE_STEP_TITLES, DETAILS_STEP } from './draft';
import { ReviewStep } from './ReviewStep';

export const BUNDLE_CREATED_MESSAGE = 'Bundle created';

const [PRODUCTS_TITLE, DETAILS_TITLE, REVIEW_TITLE] = BUNDLE_STEP_TITLES;
const DETAILS_FIELDS = (Object.keys(BUNDLE_FIELDS) as (keyof typeof BUNDLE_FIELDS)[]).filter(
  (field) => field !== 'products',
);

const STEPS: readonly WizardStep<BundleFormValues>[] = [
  {
    title: PRODUCTS_TITLE,
    fields: ['products'],
    schema: productsStepSchema,
    body: <ProductPicker />,
  },
  {
    title: DETAILS_TITLE,
    fields: DETAILS_FIELDS,
    schema: detailsStepSchema,
    body: <DetailsFields />,
  },
  { title: REVIEW_TITLE, fields: [], body: <ReviewStep /> },
];

interface BundleWizardProps {
  start: WizardStart<BundleFormValues>;
  draft: DraftBinding<BundleFormValues>;
}

/**
 * /space/bundles/new: Products → Details → Review, on the wizard kit. The SKU is checked with the
 * server for the whole wizard, so its gate holds on Details' Next and again on the create.
 */
export function BundleWizard({ start, draft }: BundleWizardProps) {
  const navigate = useNavigate();
  const [createBundle] = useCreateBundleMutation();

  return (
    <Wizard
      id="bundle-wizard"
      label="Add bundle"
      steps={STEPS}
      start={start}
      draft={draft}
      labels={BUNDLE_LABELS}
      fieldOf={rootField}
      submitLabel="Create Bundle"
      onSubmit={(values) => createBundle(toBundleInput(values)).unwrap()}
      onDone={async (bundle) => {
        notifier.success({ message: BUNDLE_CREATED_MESSAGE });
        await navigate(bundlePaths.summary(bundle.id));
      }}
      onCancel={() => void navigate(bundlePaths.list)}
      wrap={(children) => (
        <SkuCheckProvider>
          <SkuGate step={DETAILS_STEP} />
          <Card>{children}</Card>
        </SkuCheckProvider>
      )}
    />
  );
}
