import { Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { notifier } from '@/components/feedback/notifier';
import { SkuCheckProvider } from '@/components/form/SkuCheck';
import { SkuGate } from '@/components/wizard/UniquenessGate';
import { Wizard, type WizardDefinition } from '@/components/wizard/Wizard';
import type { WizardOpening } from '@/components/wizard/useWizardDraft';
import type { WizardStep } from '@/components/wizard/wizardSteps';
import { BUNDLE_FIELDS, BUNDLE_LABELS } from '@/domain/catalogue/bundleFields';
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

/** Products → Details → Review; a refusal of a nested key lands on its top-level field. */
const BUNDLE_WIZARD: WizardDefinition<BundleFormValues> = {
  id: 'bundle-wizard',
  label: 'Add bundle',
  steps: STEPS,
  labels: BUNDLE_LABELS,
  submitLabel: 'Create Bundle',
};

/**
 * /space/bundles/new: Products → Details → Review, on the wizard kit. The SKU is checked with the
 * server for the whole wizard, so its gate holds on Details' Next and again on the create.
 */
export function BundleWizard({ opening }: { opening: WizardOpening<BundleFormValues> }) {
  const navigate = useNavigate();
  const [createBundle] = useCreateBundleMutation();

  return (
    <Wizard
      {...BUNDLE_WIZARD}
      opening={opening}
      onSubmit={(values, submission) =>
        createBundle({ ...toBundleInput(values), ...submission }).unwrap()
      }
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
