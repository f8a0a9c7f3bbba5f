import { Alert, Card } from 'antd';
import { Link } from 'react-router-dom';
import * as yup from 'yup';
import type { OrganisationDetail, OrganisationWarehouses } from '@/domain/contract';
import { EditForm } from '@/components/form/EditForm';
import { useEditExits } from '@/components/form/editExits';
import { SelectField } from '@/components/form/SelectField';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { useGetOrganisationWarehousesQuery, useUpdateOrganisationMutation } from '../api';
import { OrganisationSettingsLayout } from '../layout/OrganisationSettingsLayout';
import { organisationPaths } from '../paths';
import './organisation.css';

export const WAREHOUSE_UPDATED = 'Active warehouse updated';

interface WarehouseValues {
  warehouse_uid: string;
}
const LABELS = { warehouse_uid: 'Active warehouse' };
const schema = yup.object({
  warehouse_uid: yup.string().required(`${LABELS.warehouse_uid} is required`),
});

/** /settings/organisation/{uid}/active-warehouse/edit: one of the warehouses offered to it. */
export function ActiveWarehouseEditPage() {
  return <OrganisationSettingsLayout section="active-warehouse" content={ChooseWarehouse} />;
}

function ChooseWarehouse({ organisation }: { organisation: OrganisationDetail }) {
  const warehouses = useGetOrganisationWarehousesQuery(organisation.uid);
  return (
    <Card title={<h2 className="organisation-card-title">Change Active Warehouse</h2>}>
      <QueryBoundary query={warehouses} noun="warehouses" skeletonRows={3}>
        {(loaded) =>
          loaded.warehouses.length === 0 ? (
            <Alert
              type="info"
              showIcon
              title="No warehouse is offered to this organisation yet"
              description={
                <Link to={organisationPaths.activeWarehouse(organisation.uid)}>
                  Ask our onboarding team on the Active Warehouse page
                </Link>
              }
            />
          ) : (
            <WarehouseForm uid={organisation.uid} offered={loaded} />
          )
        }
      </QueryBoundary>
    </Card>
  );
}

function WarehouseForm({ uid, offered }: { uid: string; offered: OrganisationWarehouses }) {
  const [update] = useUpdateOrganisationMutation();
  const exits = useEditExits(organisationPaths.activeWarehouse(uid), WAREHOUSE_UPDATED);
  const save = async (values: WarehouseValues) => {
    await update({ uid, body: { warehouse_uid: values.warehouse_uid } }).unwrap();
  };
  return (
    <EditForm
      name="Change active warehouse"
      idPrefix="active-warehouse"
      initialValues={{ warehouse_uid: offered.active_warehouse_uid ?? '' }}
      labels={LABELS}
      validationSchema={schema}
      onSubmit={save}
      {...exits}
      cancelFirst
    >
      <SelectField
        name="warehouse_uid"
        required
        options={offered.warehouses.map((w) => ({
          value: w.uid,
          label: `${w.name} (${w.code}), ${w.suburb} ${w.state}`,
        }))}
        extra="New orders start at this warehouse, and split orders take stock from it first. Orders already placed keep their warehouse."
      />
    </EditForm>
  );
}
