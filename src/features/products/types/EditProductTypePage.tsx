import { Button, Card, Form, Space } from 'antd';
import { Formik, useFormikContext, type FormikTouched } from 'formik';
import { useMemo, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { ProductDetail, ProductUnit } from '@/domain/contract';
import { notifier } from '@/components/feedback/notifier';
import { FormErrorAlert } from '@/components/form/FormErrorAlert';
import { FormFrameProvider } from '@/components/form/FormField';
import type { FormStatus } from '@/components/form/serverErrors';
import { LoadingButton } from '@/components/LoadingButton';
import { detailTabPage } from '@/components/page/RecordDetail';
import { useUpdateUnitMutation } from '../api';
import { PRODUCT_DETAIL } from '../detail/productDetail';
import { productPaths } from '../paths';
import { DetailsFields, DimensionsFields } from './TypeFields';
import {
  TYPE_STEPS,
  allErrors,
  asFormikErrors,
  fromUnit,
  toUnitInput,
  typeFormStatus,
  typeLabels,
  type TypeFormValues,
  type UnitPlace,
} from './typeForm';
import { TypeRefusal } from './TypeRefusal';
import { UNIT_NAMES, holderOf, parentOf, parsePackagingUnit } from './units';
import './types.css';

export const typeSavedMessage = (place: UnitPlace) => `${UNIT_NAMES[place.unit].label} type saved`;

/** /space/products/:id/types/edit?unit=BOX|CARTON|PALLET: one form, prefilled, saved with PATCH. */
export const EditProductTypePage = detailTabPage(PRODUCT_DETAIL, 'types', (product) => (
  <EditType product={product} />
));

function EditType({ product }: { product: ProductDetail }) {
  const [search] = useSearchParams();
  const raw = search.get('unit');
  const unit = parsePackagingUnit(raw);
  const current = unit ? product.units.find((u) => u.unit === unit) : undefined;
  const parent = unit ? parentOf(product.units, unit) : undefined;

  if (product.archived)
    return (
      <TypeRefusal
        productId={product.id}
        title="This product is archived: its types can no longer change."
      />
    );
  if (!unit || !current || !parent)
    return (
      <TypeRefusal
        productId={product.id}
        title={
          unit
            ? `This product has no ${UNIT_NAMES[unit].one} type to edit.`
            : raw
              ? `"${raw}" is not a type that can be edited.`
              : 'No type was chosen to edit.'
        }
        extraLink={
          unit && !product.archived ? (
            <Link to={productPaths.newType(product.id, unit)}>
              Add a {UNIT_NAMES[unit].one} type
            </Link>
          ) : undefined
        }
      />
    );
  const place: UnitPlace = { unit, parent, holder: holderOf(product.units, unit), editing: true };
  return <EditTypeForm productId={product.id} place={place} current={current} />;
}

const ALL_FIELDS = TYPE_STEPS.flatMap((step) => [...step.fields]);

interface EditTypeFormProps {
  productId: number;
  place: UnitPlace;
  current: ProductUnit;
}

function EditTypeForm({ productId, place, current }: EditTypeFormProps) {
  const navigate = useNavigate();
  const [updateUnit] = useUpdateUnitMutation();
  const labels = useMemo(() => typeLabels(place), [place]);

  /** Saves; resolves to what the form then shows (nothing, or the refusal). */
  const save = (values: TypeFormValues): Promise<FormStatus> =>
    updateUnit({ id: productId, unit: place.unit, body: toUnitInput(values, place.unit) })
      .unwrap()
      .then(
        () => {
          notifier.success({ message: typeSavedMessage(place) });
          navigate(productPaths.types(productId));
          return {} satisfies FormStatus;
        },
        (error: unknown) => typeFormStatus(error, values, labels),
      );

  return (
    <Formik<TypeFormValues>
      initialValues={fromUnit(current, place.parent)}
      validate={(values) => asFormikErrors(allErrors(values, place))}
      onSubmit={() => undefined}
    >
      <FormFrameProvider idPrefix="type-edit" labels={labels}>
        <EditTypeBody productId={productId} place={place} onSave={save} />
      </FormFrameProvider>
    </Formik>
  );
}

function EditTypeBody({
  productId,
  place,
  onSave,
}: {
  productId: number;
  place: UnitPlace;
  onSave: (values: TypeFormValues) => Promise<FormStatus>;
}) {
  const navigate = useNavigate();
  const formik = useFormikContext<TypeFormValues>();
  const saving = useRef(false);
  const area = useRef<HTMLDivElement>(null);
  const name = UNIT_NAMES[place.unit];

  const save = async () => {
    if (saving.current) return;
    const errors = asFormikErrors(allErrors(formik.values, place));
    await formik.setTouched(
      Object.fromEntries(ALL_FIELDS.map((f) => [f, true])) as FormikTouched<TypeFormValues>,
      false,
    );
    formik.setErrors(errors);
    if (Object.keys(errors).length === 0) {
      saving.current = true;
      formik.setStatus({} satisfies FormStatus);
      try {
        formik.setStatus(await onSave(formik.values));
      } finally {
        saving.current = false;
      }
    }
    // Once React has drawn the messages: the first field with one takes focus.
    setTimeout(() => area.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  };

  return (
    <Card title={<h2 className="card-heading">Edit {name.one} type</h2>}>
      <div ref={area}>
        <Form
          layout="vertical"
          component="form"
          noValidate
          aria-label={`Edit ${name.one} type`}
          onFinish={() => void save()}
        >
          <FormErrorAlert />
          <DimensionsFields place={place} />
          <DetailsFields place={place} />
          <Space className="type-actions">
            <Button onClick={() => navigate(productPaths.types(productId))}>Cancel</Button>
            <LoadingButton type="primary" onClick={save}>
              Save
            </LoadingButton>
          </Space>
        </Form>
      </div>
    </Card>
  );
}
