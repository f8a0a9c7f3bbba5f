import { Alert, Button, Card, Form, Space, Typography } from 'antd';
import { Formik, useFormikContext, type FormikTouched } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProductDetail } from '@/domain/contract';
import { notifier } from '@/components/feedback/notifier';
import { FormErrorAlert } from '@/components/form/FormErrorAlert';
import { FormFrameProvider } from '@/components/form/FormField';
import { toFormStatus, type FormStatus } from '@/components/form/serverErrors';
import { SkuCheckProvider, useFormSkuCheck } from '@/components/form/SkuCheck';
import { LoadingButton } from '@/components/LoadingButton';
import { isMasked } from '@/components/masking';
import { useGetProductFormOptionsQuery, useUpdateProductMutation } from '../api';
import { DetailsSection } from '../form/DetailsSection';
import '../form/productForm.css';
import { PreferencesSection } from '../form/PreferencesSection';
import { productSchema, validateProductValues, type ProductSchemaContext } from '../form/schema';
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

const maskedFields = (product: ProductDetail): ProductField[] =>
  (['supplier_value', 'sales_value'] as const).filter((f) => isMasked(product[f]));

/** Moves focus to the first field with a message, once React has drawn it. */
const focusFirstProblem = (form: HTMLElement | null) =>
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);

interface EditFormProps {
  product: ProductDetail;
  context: ProductSchemaContext;
  onSave: (values: ProductFormValues) => Promise<void>;
}

function EditForm({ product, context, onSave }: EditFormProps) {
  const navigate = useNavigate();
  const formik = useFormikContext<ProductFormValues>();
  const skuCheck = useFormSkuCheck();
  const { data: options, isLoading } = useGetProductFormOptionsQuery();
  const area = useRef<HTMLDivElement>(null);

  const save = async () => {
    const errors = await validateProductValues(productSchema, formik.values, context);
    await formik.setTouched(
      Object.fromEntries(ALL_FIELDS.map((f) => [f, true])) as FormikTouched<ProductFormValues>,
      false,
    );
    formik.setErrors(errors);
    const taken = await skuCheck.ensure();
    if (Object.keys(errors).length === 0 && !taken) await onSave(formik.values);
    focusFirstProblem(area.current);
  };

  return (
    <div ref={area}>
      <Form
        layout="vertical"
        component="form"
        noValidate
        aria-label="Edit product"
        onFinish={() => void save()}
      >
        <FormErrorAlert />
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
    </div>
  );
}

/** The loaded product's form; keyed by product, so its starting values are taken once. */
function ProductEditor({ product }: { product: ProductDetail }) {
  const navigate = useNavigate();
  const [updateProduct] = useUpdateProductMutation();
  const saving = useRef(false);
  // A refetch of the product never wipes what is being typed.
  const [initial] = useState(() => fromProduct(product));
  const [masked] = useState(() => maskedFields(product));
  const context = useMemo<ProductSchemaContext>(() => ({ masked }), [masked]);

  return (
    <Formik<ProductFormValues>
      initialValues={initial}
      validate={(values) => validateProductValues(productSchema, values, context)}
      onSubmit={() => undefined}
    >
      {({ setStatus }) => {
        const onSave = async (values: ProductFormValues) => {
          if (saving.current) return;
          const body = changedInput(initial, values);
          if (Object.keys(body).length === 0) {
            notifier.info({ message: 'Nothing to save: no field was changed.' });
            return;
          }
          saving.current = true;
          setStatus({} satisfies FormStatus);
          try {
            await updateProduct({ id: product.id, body }).unwrap();
            notifier.success({ message: PRODUCT_SAVED_MESSAGE, description: values.title.trim() });
            navigate(productPaths.summary(product.id));
          } catch (error) {
            setStatus(toFormStatus(error, PRODUCT_FIELD_LABELS, values, productFieldOf));
          } finally {
            saving.current = false;
          }
        };
        return (
          <FormFrameProvider idPrefix={ID_PREFIX} labels={PRODUCT_FIELD_LABELS} masked={masked}>
            <SkuCheckProvider excludeId={product.id} ownSku={product.sku}>
              <EditForm product={product} context={context} onSave={onSave} />
            </SkuCheckProvider>
          </FormFrameProvider>
        );
      }}
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
