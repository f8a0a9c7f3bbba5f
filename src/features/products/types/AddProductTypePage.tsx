import { Alert, Button, Skeleton, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSearchParam } from '@/core/routing/urlState';
import type { ProductDetail } from '@/domain/contract';
import { useWizardDraft } from '@/components/wizard/useWizardDraft';
import { detailTabPage } from '@/components/page/RecordDetail';
import { useGetNewUnitQuery } from '../api';
import { PRODUCT_DETAIL } from '../detail/productDetail';
import { productPaths } from '../paths';
import { typeDraftStore } from './typeDraft';
import { EMPTY_TYPE_VALUES, type UnitPlace } from './typeForm';
import { TypeRefusal } from './TypeRefusal';
import { TypeWizard } from './TypeWizard';
import { UNIT_NAMES } from '@/domain/format';
import { PACKAGING_UNITS, holderOf, parsePackagingUnit, type PackagingUnit } from './units';

/** /space/products/:id/types/new?unit=BOX|CARTON|PALLET: the add-type wizard. */
export const AddProductTypePage = detailTabPage(PRODUCT_DETAIL, 'types', (product) => (
  <AddTypeFor product={product} />
));

/** A new ?unit= is a new visit: the page starts over for it. */
function AddTypeFor({ product }: { product: ProductDetail }) {
  const unit = useSearchParam('unit');
  return <AddType key={unit ?? ''} product={product} />;
}

const choices = PACKAGING_UNITS.map((u) => UNIT_NAMES[u].one).join(', ');

function AddType({ product }: { product: ProductDetail }) {
  const raw = useSearchParam('unit');
  const unit = parsePackagingUnit(raw);
  // As it was on arrival: once the wizard adds the type, the product refetches and must not turn
  // this page into "already has one" while the types page loads.
  const [hadIt] = useState(() => product.units.some((u) => u.unit === unit));

  if (product.archived)
    return (
      <TypeRefusal
        productId={product.id}
        title="This product is archived: its types can no longer change."
      />
    );
  if (!unit)
    return (
      <TypeRefusal
        productId={product.id}
        title={raw ? `"${raw}" is not a type that can be added.` : 'No type was chosen to add.'}
        description={`A product can have these packaging types: ${choices}.`}
      />
    );
  if (hadIt)
    return (
      <TypeRefusal
        productId={product.id}
        title={`This product already has a ${UNIT_NAMES[unit].one} type.`}
        extraLink={
          <Link to={productPaths.editType(product.id, unit)}>
            Edit the {UNIT_NAMES[unit].one} type
          </Link>
        }
      />
    );
  return <NewType product={product} unit={unit} />;
}

/** Asks the server which unit the new one sits on, then runs the wizard (resuming a draft). */
function NewType({ product, unit }: { product: ProductDetail; unit: PackagingUnit }) {
  const { data, isLoading, isError, error, refetch } = useGetNewUnitQuery({ id: product.id, unit });
  const store = useMemo(() => typeDraftStore({ productId: product.id, unit }), [product.id, unit]);
  // A draft of this very type is picked up at once (and said so), never asked about.
  const { start, draft, startOver } = useWizardDraft(store, {
    fresh: EMPTY_TYPE_VALUES,
    onOpen: 'resume',
  });
  const place = useMemo<UnitPlace | null>(
    () => (data ? { unit, parent: data.parent, holder: holderOf(product.units, unit) } : null),
    [data, unit, product.units],
  );
  const [round, setRound] = useState(0);
  // Once the old wizard is gone: its last unsaved change is written as it unmounts.
  useEffect(() => {
    if (round > 0) store.clear();
  }, [round, store]);

  if (isLoading || !start) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (isError || !place)
    return (
      <TypeRefusal
        productId={product.id}
        title={`The ${UNIT_NAMES[unit].one} type cannot be added right now.`}
        description={error?.message}
        extraLink={
          <Button size="small" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      />
    );

  const again = () => {
    startOver();
    setRound((n) => n + 1);
  };
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {start.resumed && (
        <Alert
          type="info"
          showIcon
          title="Your draft of this type was resumed."
          action={<Button onClick={again}>Start over</Button>}
        />
      )}
      <TypeWizard key={round} productId={product.id} place={place} opening={{ start, draft }} />
    </Space>
  );
}
