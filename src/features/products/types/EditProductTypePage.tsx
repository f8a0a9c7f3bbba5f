import { Alert, Button, Card, Form, Space } from 'antd';
import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { ProductDetail, ProductUnit } from '@/api/contract';
import { LoadingButton } from '@/components/LoadingButton';
import { notifier } from '@/components/feedback/notifier';
import { useUpdateUnitMutation } from '../api';
import { ProductDetailLayout } from '../detail/ProductDetailLayout';
import { productPaths } from '../paths';
import { DetailsFields, DimensionsFields, type TypeFieldsProps } from './TypeFields';
import { allErrors, fromUnit, serverTypeErrors, toUnitInput, type UnitPlace } from './typeForm';
import { TypeRefusal } from './TypeRefusal';
import { UNIT_NAMES, holderOf, parentOf, parsePackagingUnit } from './units';
import { focusFirstTypeError, useTypeForm } from './useTypeForm';
import './types.css';

const ID_PREFIX = 'type-edit';

export const typeSavedMessage = (place: UnitPlace) => `${UNIT_NAMES[place.unit].label} type saved`;

/** /space/products/:id/types/edit?unit=BOX|CARTON|PALLET: one form, prefilled, saved with PATCH. */
export function EditProductTypePage() {
  return (
    <ProductDetailLayout tab="types">
      {(product) => <EditType product={product} />}
    </ProductDetailLayout>
  );
}

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

function EditTypeForm({
  productId,
  place,
  current,
}: {
  productId: number;
  place: UnitPlace;
  current: ProductUnit;
}) {
  const navigate = useNavigate();
  const { values, errors, setErrors, change } = useTypeForm(fromUnit(current, place.parent));
  const fieldProps: TypeFieldsProps = {
    idPrefix: ID_PREFIX,
    place,
    values,
    errors,
    onChange: change,
  };
  const [alert, setAlert] = useState<string | null>(null);
  const [updateUnit] = useUpdateUnitMutation();
  const saving = useRef(false);
  const name = UNIT_NAMES[place.unit];

  const save = async () => {
    const found = allErrors(values, place);
    setErrors(found);
    if (saving.current || Object.keys(found).length > 0) {
      focusFirstTypeError(ID_PREFIX, found);
      return;
    }
    saving.current = true;
    setAlert(null);
    try {
      await updateUnit({
        id: productId,
        unit: place.unit,
        body: toUnitInput(values, place.unit),
      }).unwrap();
      notifier.success({ message: typeSavedMessage(place) });
      navigate(productPaths.types(productId));
    } catch (error) {
      const refused = serverTypeErrors(error);
      setErrors(refused.errors);
      setAlert(refused.message);
      focusFirstTypeError(ID_PREFIX, refused.errors);
    } finally {
      saving.current = false;
    }
  };

  return (
    <Card title={<h2 className="card-heading">Edit {name.one} type</h2>}>
      <Form
        layout="vertical"
        component="form"
        noValidate
        aria-label={`Edit ${name.one} type`}
        onFinish={() => void save()}
      >
        {alert && <Alert type="error" showIcon role="alert" title={alert} className="type-alert" />}
        <DimensionsFields {...fieldProps} />
        <DetailsFields {...fieldProps} />
        <Space className="type-actions">
          <Button onClick={() => navigate(productPaths.types(productId))}>Cancel</Button>
          <LoadingButton type="primary" onClick={save}>
            Save
          </LoadingButton>
        </Space>
      </Form>
    </Card>
  );
}
