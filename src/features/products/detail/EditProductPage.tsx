import { Alert, Card, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProductDetail } from '@/domain/contract';
import { notifier } from '@/components/feedback/notifier';
import { EditForm } from '@/components/form/EditForm';
import { SkuCheckProvider, SkuSaveGate } from '@/components/form/SkuCheck';
import { isMasked } from '@/domain/format';
import { useGetProductFormOptionsQuery, useUpdateProductMutation } from '../api';
import { DetailsSection } from '../form/DetailsSection';
import '../form/productForm.css';
import { PreferencesSection } from '../form/PreferencesSection';
import { productSchema, type ProductSchemaContext } from '../form/schema';
import { allOf } from '@/domain/validation/rulesSchema';
import { productFieldOf } from '../form/serverErrors';
import { ValuesSection } from '../form/ValuesSection';
import {
  PRODUCT_FIELD_LABELS,
  PRODUCT_STEPS,
  changedInput,
  fromProduct,
  type ProductField,
  type ProductFormValues,
} from '../form/values';
import { productPaths } from '../paths';
import { useRouteProduct } from './useRouteProduct';

export const PRODUCT_SAVED_MESSAGE = 'Saved';
const ID_PREFIX = 'product-edit';
const ALL_FIELDS = PRODUCT_STEPS.flatMap((s) => [...s.fields]);
// The product's rules judge the values as entered ('' is not undefined), as the wizard's do.
const ENTERED_PRODUCT_SCHEMA = allOf(productSchema);

const maskedFields = (product: ProductDetail): ProductField[] =>
  (['supplier_value', 'sales_value'] as const).filter((f) => isMasked(product[f]));

/** The loaded product's form; keyed by product, so its starting values are taken once. */
function ProductEditor({ product }: { product: ProductDetail }) {
  const navigate = useNavigate();
  const [updateProduct] = useUpdateProductMutation();
  const { data: options, isLoading } = useGetProductFormOptionsQuery();
  // A refetch of the product never wipes what is being typed.
  const [initial] = useState(() => fromProduct(product));
  const [masked] = useState(() => maskedFields(product));
  const context = useMemo<ProductSchemaContext>(() => ({ masked }), [masked]);
  const summary = productPaths.summary(product.id);

  /** Only the changed fields are sent: with none, there is nothing to save. */
  const somethingChanged = (values: ProductFormValues) => {
    if (Object.keys(changedInput(initial, values)).length > 0) return true;
    notifier.info({ message: 'Nothing to save: no field was changed.' });
    return false;
  };

  return (
    <EditForm<ProductFormValues>
      name="Edit product"
      idPrefix={ID_PREFIX}
      initialValues={initial}
      labels={PRODUCT_FIELD_LABELS}
      masked={masked}
      validationSchema={ENTERED_PRODUCT_SCHEMA}
      validationContext={context}
      allFields={ALL_FIELDS}
      fieldOf={productFieldOf}
      beforeSubmit={somethingChanged}
      onSubmit={(values, submission) =>
        updateProduct({
          id: product.id,
          body: changedInput(initial, values),
          ...submission,
        }).unwrap()
      }
      onSaved={async (_saved, values) => {
        notifier.success({ message: PRODUCT_SAVED_MESSAGE, description: values.title.trim() });
        await navigate(summary);
      }}
      onCancel={() => void navigate(summary)}
      cancelFirst
      footerClassName="product-edit-actions"
    >
      <SkuCheckProvider excludeId={product.id} ownSku={product.sku}>
        <SkuSaveGate />
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Card title={<h2 className="card-heading">Details</h2>}>
            <DetailsSection
              categories={options?.categories ?? (product.category ? [product.category] : [])}
              categoriesLoading={isLoading}
            />
          </Card>
          <Card title={<h2 className="card-heading">Values</h2>}>
            <ValuesSection />
          </Card>
          <Card title={<h2 className="card-heading">Preferences</h2>}>
            <PreferencesSection />
          </Card>
        </Space>
      </SkuCheckProvider>
    </EditForm>
  );
}

/** /space/products/:id/summary/edit: every section on one page, prefilled; saves only changes. */
export function EditProductPage() {
  const { product, placeholder } = useRouteProduct(10);
  if (!product) return placeholder;

  return (
    <section aria-labelledby="product-edit-title">
      <Typography.Title level={1} id="product-edit-title">
        Edit {product.title}
      </Typography.Title>
      {product.archived ? (
        <Alert type="info" showIcon title="This product is archived: it can no longer be edited." />
      ) : (
        <ProductEditor key={product.id} product={product} />
      )}
    </section>
  );
}
