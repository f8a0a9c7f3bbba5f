import { Typography } from 'antd';
import { useWizardDraft } from '@/components/wizard/useWizardDraft';
import { EMPTY_PRODUCT_VALUES } from '../form/values';
import { productDraftStore } from './draft';
import { ProductWizard } from './ProductWizard';

export const DRAFT_QUESTION = 'Continue your draft or start over?';

/**
 * /space/products/new. With ?resume=1 ('Continue Adding Product') the stored draft is resumed at
 * once; without it, an existing draft is never silently thrown away or silently reused: the
 * person chooses.
 */
export function ProductWizardPage() {
  const { start, draft, choice } = useWizardDraft(productDraftStore, {
    fresh: EMPTY_PRODUCT_VALUES,
  });
  return (
    <section aria-labelledby="product-wizard-title">
      <Typography.Title level={1} id="product-wizard-title">
        Add Product
      </Typography.Title>
      {start ? (
        <ProductWizard opening={{ start, draft }} />
      ) : (
        choice({
          title: DRAFT_QUESTION,
          description:
            'You started adding a product earlier and did not finish. Starting over deletes that draft.',
        })
      )}
    </section>
  );
}
