import { Alert, Button, Card, Form, Space, Typography } from 'antd';
import { Formik, useFormikContext, type FormikErrors } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProductDetail } from '@/api/contract';
import { isMasked } from '@/components/MaskedValue';
import { clearSearchCache } from '@/api/search/searchClient';
import { LoadingButton } from '@/components/LoadingButton';
import { notifier } from '@/components/feedback/notifier';
import { useGetProductFormOptionsQuery, useUpdateProductMutation } from '../api';
import { DetailsSection } from '../form/DetailsSection';
import { focusFirstError } from '../form/focusField';
import { PreferencesSection } from '../form/PreferencesSection';
import { ProductFormProvider } from '../form/ProductFormProvider';
import { useProductForm } from '../form/ProductFormContext';
import { productSchema, validateProductValues, type ProductSchemaContext } from '../form/schema';
import { placeServerErrors, type ServerFieldErrors } from '../form/serverErrors';
import { ValuesSection } from '../form/ValuesSection';
import {
  PRODUCT_STEPS,
  changedInput,
  fromProduct,
  type ProductField,
  type ProductFormValues,
} from '../form/values';
import { useRouteProduct } from './useRouteProduct';
import { productPaths } from '../paths';

export const PRODUCT_SAVED_MESSAGE = 'Saved';
const ID_PREFIX = 'product-edit';

const maskedFields = (product: ProductDetail): ProductField[] =>
  (['supplier_value', 'sales_value'] as const).filter((f) => isMasked(product[f]));

interface EditFormProps {
  product: ProductDetail;
  context: ProductSchemaContext;
  alert: string | null;
  onSave: (values: ProductFormValues) => Promise<void>;
}

function EditForm({ product, context, alert, onSave }: EditFormProps) {
  const navigate = useNavigate();
  const formik = useFormikContext<ProductFormValues>();
  const { skuCheck } = useProductForm();
  const { data: options, isLoading } = useGetProductFormOptionsQuery();

  const save = async () => {
    const errors = await validateProductValues(productSchema, formik.values, context);
    const all = PRODUCT_STEPS.flatMap((s) => s.fields);
    await formik.setTouched(Object.fromEntries(all.map((f) => [f, true])), false);
    formik.setErrors(errors as FormikErrors<ProductFormValues>);
    const taken = await skuCheck.ensure();
    if (Object.keys(errors).length > 0 || taken) {
      focusFirstError(ID_PREFIX, taken ? ['sku', ...Object.keys(errors)] : Object.keys(errors));
      return;
    }
    await onSave(formik.values);
  };

  return (
    <Form
      layout="vertical"
      component="form"
      noValidate
      aria-label="Edit product"
      onFinish={() => void save()}
    >
      {alert && <Alert type="error" showIcon role="alert" title={alert} className="form-alert" />}
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
        <Space>
          <Button onClick={() => navigate(productPaths.summary(product.id))}>Cancel</Button>
          <LoadingButton type="primary" onClick={save}>
            Save
          </LoadingButton>
        </Space>
      </Space>
    </Form>
  );
}

/** The loaded product's form; keyed by product, so its starting values are taken once. */
function ProductEditor({ product }: { product: ProductDetail }) {
  const navigate = useNavigate();
  const [updateProduct] = useUpdateProductMutation();
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const saving = useRef(false);
  // A refetch of the product never wipes what is being typed.
  const [initial] = useState(() => fromProduct(product));
  const [masked] = useState(() => maskedFields(product));
  const context = useMemo<ProductSchemaContext>(() => ({ masked }), [masked]);

  const onSave = async (values: ProductFormValues) => {
    if (saving.current) return;
    const body = changedInput(initial, values);
    if (Object.keys(body).length === 0) {
      notifier.info({ message: 'Nothing to save: no field was changed.' });
      return;
    }
    saving.current = true;
    setAlert(null);
    try {
      await updateProduct({ id: product.id, body }).unwrap();
      // The list reads the search index: make sure it asks again rather than answer from cache.
      await clearSearchCache();
      notifier.success({ message: PRODUCT_SAVED_MESSAGE, description: values.title.trim() });
      navigate(productPaths.summary(product.id));
    } catch (error) {
      const placed = placeServerErrors(error, values);
      setServerErrors(placed.fields);
      setAlert(placed.message);
      focusFirstError(ID_PREFIX, Object.keys(placed.fields));
    } finally {
      saving.current = false;
    }
  };

  return (
    <Formik<ProductFormValues>
      initialValues={initial}
      validate={(values) => validateProductValues(productSchema, values, context)}
      onSubmit={() => undefined}
    >
      <ProductFormProvider
        idPrefix={ID_PREFIX}
        serverErrors={serverErrors}
        masked={masked}
        editing={{ id: product.id, sku: product.sku }}
      >
        <EditForm product={product} context={context} alert={alert} onSave={onSave} />
      </ProductFormProvider>
    </Formik>
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
