import { Card } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSearchParam } from '@/core/routing/urlState';
import type { ProductDetail, ProductUnit } from '@/domain/contract';
import { notifier } from '@/components/feedback/notifier';
import { EditForm } from '@/components/form/EditForm';
import { detailTabPage } from '@/components/page/RecordDetail';
import { useUpdateUnitMutation } from '../api';
import { PRODUCT_DETAIL } from '../detail/productDetail';
import { productPaths } from '../paths';
import { DetailsFields, DimensionsFields } from './TypeFields';
import {
  TYPE_STEPS,
  fromUnit,
  toUnitInput,
  typeFormStatus,
  typeLabels,
  type TypeFormValues,
  type UnitPlace,
} from './typeForm';
import { TypeRefusal } from './TypeRefusal';
import { typeSchema } from './typeSchema';
import { UNIT_NAMES } from '@/domain/format';
import { holderOf, parentOf, parsePackagingUnit } from './units';
import './types.css';

export const typeSavedMessage = (place: UnitPlace) => `${UNIT_NAMES[place.unit].label} type saved`;

/** /space/products/:id/types/edit?unit=BOX|CARTON|PALLET: one form, prefilled, saved with PATCH. */
export const EditProductTypePage = detailTabPage(PRODUCT_DETAIL, 'types', (product) => (
  <EditType product={product} />
));

function EditType({ product }: { product: ProductDetail }) {
  const raw = useSearchParam('unit');
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
  const [initial] = useState(() => fromUnit(current, place.parent));
  const name = UNIT_NAMES[place.unit];
  const types = productPaths.types(productId);

  return (
    <Card title={<h2 className="card-heading">Edit {name.one} type</h2>}>
      <EditForm<TypeFormValues>
        name={`Edit ${name.one} type`}
        idPrefix="type-edit"
        initialValues={initial}
        labels={labels}
        validationSchema={typeSchema(place)}
        allFields={ALL_FIELDS}
        toStatus={(error, values) => typeFormStatus(error, values, labels)}
        onSubmit={(values, submission) =>
          updateUnit({
            id: productId,
            unit: place.unit,
            body: toUnitInput(values, place.unit),
            ...submission,
          }).unwrap()
        }
        onSaved={async () => {
          notifier.success({ message: typeSavedMessage(place) });
          await navigate(types);
        }}
        onCancel={() => void navigate(types)}
        cancelFirst
        footerClassName="type-actions"
      >
        <DimensionsFields place={place} />
        <DetailsFields place={place} />
      </EditForm>
    </Card>
  );
}
