import { Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DraftChoice } from '@/components/wizard/DraftChoice';
import { EMPTY_PRODUCT_VALUES } from '../form/values';
import { clearProductDraft, loadProductDraft, type ProductDraft } from './draft';
import { ProductWizard, type WizardStart } from './ProductWizard';
import { useProductDraftOwner } from './useProductDraftOwner';
import './productWizard.css';

export const DRAFT_QUESTION = 'Continue your draft or start over?';

const FRESH: WizardStart = { step: 0, values: EMPTY_PRODUCT_VALUES, imagesDropped: false };
const fromDraft = (draft: ProductDraft): WizardStart => ({
  step: draft.step,
  values: draft.values,
  imagesDropped: draft.imagesDropped,
});

/**
 * /space/products/new. With ?resume=1 ('Continue Adding Product') the stored draft is resumed at
 * once; without it, an existing draft is never silently thrown away or silently reused: the
 * person chooses.
 */
export function ProductWizardPage() {
  const owner = useProductDraftOwner();
  const [params] = useSearchParams();
  const resume = params.get('resume') === '1';
  // Read once: the wizard writes the draft from its first keystroke on.
  const [draft] = useState(() => loadProductDraft(owner));
  const [start, setStart] = useState<WizardStart | null>(() =>
    !draft ? FRESH : resume ? fromDraft(draft) : null,
  );

  return (
    <section aria-labelledby="product-wizard-title">
      <Typography.Title level={1} id="product-wizard-title">
        Add Product
      </Typography.Title>
      {start ? (
        <ProductWizard start={start} owner={owner} />
      ) : (
        <DraftChoice
          title={DRAFT_QUESTION}
          description="You started adding a product earlier and did not finish. Starting over deletes that draft."
          onContinue={() => draft && setStart(fromDraft(draft))}
          onStartOver={() => {
            clearProductDraft();
            setStart(FRESH);
          }}
        />
      )}
    </section>
  );
}
