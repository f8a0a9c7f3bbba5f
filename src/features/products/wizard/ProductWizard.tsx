import { Alert, Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { notifier } from '@/components/feedback/notifier';
import { SkuCheckProvider, SkuGate } from '@/components/form/SkuCheck';
import { Wizard } from '@/components/wizard/Wizard';
import type { DraftBinding, WizardStart } from '@/components/wizard/useWizardDraft';
import type { WizardStep } from '@/components/wizard/wizardSteps';
import { useCreateProductMutation, useGetProductFormOptionsQuery } from '../api';
import { productPaths } from '../paths';
import { DetailsSection } from '../form/DetailsSection';
import '../form/productForm.css';
import { PreferencesSection } from '../form/PreferencesSection';
import { STEP_SCHEMAS, validateProductValues } from '../form/schema';
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
  validate: (values) => validateProductValues(STEP_SCHEMAS[index]!, values),
  body: BODIES[index],
}));

interface ProductWizardProps {
  start: WizardStart<ProductFormValues>;
  draft: DraftBinding<ProductFormValues>;
}

/**
 * /space/products/new: Details → Values → Preferences. The SKU must be free to leave Details
 * (and again on Create); every change is kept as the draft until the product is created.
 */
export function ProductWizard({ start, draft }: ProductWizardProps) {
  const navigate = useNavigate();
  const [createProduct] = useCreateProductMutation();
  return (
    <Card>
      <Wizard<ProductFormValues, { id: number; title: string }>
        id="product-wizard"
        label="Add product"
        steps={STEPS}
        start={start}
        labels={PRODUCT_FIELD_LABELS}
        fieldOf={productFieldOf}
        submitLabel="Create product"
        onSubmit={(values) => createProduct(toProductInput(values)).unwrap()}
        onDone={(product) => {
          notifier.success({ message: PRODUCT_CREATED_MESSAGE, description: product.title });
          navigate(productPaths.summary(product.id));
        }}
        draft={draft}
        wrap={(steps) => (
          <SkuCheckProvider>
            <SkuGate step={0} />
            {steps}
          </SkuCheckProvider>
        )}
        above={
          start.trimmed && (
            <Alert type="info" showIcon title={IMAGES_LEFT_OUT_MESSAGE} className="form-alert" />
          )
        }
        draftNote="Your progress is kept as a draft on this device until the product is created."
      />
    </Card>
  );
}
