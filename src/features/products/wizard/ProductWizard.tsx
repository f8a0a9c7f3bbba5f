import { Alert, Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { notifier } from '@/components/feedback/notifier';
import { SkuCheckProvider } from '@/components/form/SkuCheck';
import { SkuGate } from '@/components/wizard/UniquenessGate';
import { Wizard, type WizardDefinition } from '@/components/wizard/Wizard';
import type { WizardOpening } from '@/components/wizard/useWizardDraft';
import type { WizardStep } from '@/components/wizard/wizardSteps';
import { useCreateProductMutation, useGetProductFormOptionsQuery } from '../api';
import { productPaths } from '../paths';
import { DetailsSection } from '../form/DetailsSection';
import '../form/productForm.css';
import { PreferencesSection } from '../form/PreferencesSection';
import { STEP_SCHEMAS } from '../form/schema';
import { productFieldOf } from '../form/serverErrors';
import { ValuesSection } from '../form/ValuesSection';
import {
  PRODUCT_FIELD_LABELS,
  PRODUCT_STEPS,
  toProductInput,
  type ProductFormValues,
} from '../form/values';

export const PRODUCT_CREATED_MESSAGE = 'Product created';
export const IMAGES_LEFT_OUT_MESSAGE =
  'The images were too large to keep in the draft: please add them again.';

function DetailsStep() {
  const { data, isLoading } = useGetProductFormOptionsQuery();
  return <DetailsSection categories={data?.categories ?? []} categoriesLoading={isLoading} />;
}

const BODIES = [
  <DetailsStep key="details" />,
  <ValuesSection key="values" />,
  <PreferencesSection key="preferences" />,
];

/** Details → Values → Preferences: each step's fields and rules, in order. */
const STEPS: WizardStep<ProductFormValues>[] = PRODUCT_STEPS.map((step, index) => ({
  title: step.title,
  fields: step.fields,
  schema: STEP_SCHEMAS[index],
  body: BODIES[index],
}));

/** The server's names for a field the form shows under another (aliases) land on that field. */
const PRODUCT_WIZARD: WizardDefinition<ProductFormValues> = {
  id: 'product-wizard',
  label: 'Add product',
  steps: STEPS,
  labels: PRODUCT_FIELD_LABELS,
  fieldOf: productFieldOf,
  submitLabel: 'Create product',
};

/**
 * /space/products/new: Details → Values → Preferences. The SKU must be free to leave Details
 * (and again on Create); every change is kept as the draft until the product is created.
 */
export function ProductWizard({ opening }: { opening: WizardOpening<ProductFormValues> }) {
  const navigate = useNavigate();
  const [createProduct] = useCreateProductMutation();
  return (
    <Card>
      <Wizard<ProductFormValues, { id: number; title: string }>
        {...PRODUCT_WIZARD}
        opening={opening}
        onSubmit={(values, submission) =>
          createProduct({ ...toProductInput(values), ...submission }).unwrap()
        }
        onDone={async (product) => {
          notifier.success({ message: PRODUCT_CREATED_MESSAGE, description: product.title });
          await navigate(productPaths.summary(product.id));
        }}
        wrap={(steps) => (
          <SkuCheckProvider>
            <SkuGate step={0} />
            {steps}
          </SkuCheckProvider>
        )}
        above={
          opening.start.trimmed && (
            <Alert type="info" showIcon title={IMAGES_LEFT_OUT_MESSAGE} className="form-alert" />
          )
        }
        draftNote="Your progress is kept as a draft on this device until the product is created."
      />
    </Card>
  );
}
