import EditOutlined from '@ant-design/icons/EditOutlined';
import { Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { OrganisationDetail } from '@/domain/contract';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { Restricted } from '@/components/Restricted';
import { useGetOrganisationWarehousesQuery } from '../api';
import { OrganisationSettingsLayout } from '../layout/OrganisationSettingsLayout';
import { organisationPaths } from '../paths';
import { MANAGE_ORGANISATION } from './DetailsPage';
import { OnboardingEnquiry } from './OnboardingEnquiry';
import { SplitOrdersExplained } from './SplitOrdersExplained';
import './organisation.css';

/** /settings/organisation/{uid}/active-warehouse: who holds the stock, and how orders split. */
export function ActiveWarehousePage() {
  return <OrganisationSettingsLayout section="active-warehouse" content={ActiveWarehouse} />;
}

function ActiveWarehouse({ organisation }: { organisation: OrganisationDetail }) {
  const navigate = useNavigate();
  const warehouses = useGetOrganisationWarehousesQuery(organisation.uid);
  const active = organisation.warehouse;
  return (
    <Flex vertical gap={16} className="organisation-warehouse">
      <Card>
        <Typography.Title level={2} id="active-warehouse-title">
          Active warehouse
        </Typography.Title>
        {active ? (
          <>
            <Typography.Paragraph>
              Your stock is received, stored and shipped here first. New orders start at this
              warehouse.
            </Typography.Paragraph>
            <Descriptions column={1} size="small">
              <Descriptions.Item label="Warehouse">{active.name}</Descriptions.Item>
              <Descriptions.Item label="Code">{active.code}</Descriptions.Item>
              <Descriptions.Item label="Location">
                {active.suburb}, {active.state}
              </Descriptions.Item>
            </Descriptions>
            <Restricted rule={MANAGE_ORGANISATION}>
              <Button
                icon={<EditOutlined aria-hidden />}
                onClick={() =>
                  void navigate(organisationPaths.activeWarehouseEdit(organisation.uid))
                }
              >
                Change Active Warehouse
              </Button>
            </Restricted>
          </>
        ) : (
          <>
            <Typography.Paragraph>
              <Tag color="warning">Not serviceable yet</Tag> No warehouse serves {organisation.name}{' '}
              yet. Our onboarding team agrees your pricing and assigns the warehouse that will hold
              your stock; until then you cannot send stock in or ship orders.
            </Typography.Paragraph>
            <OnboardingEnquiry />
          </>
        )}
      </Card>
      <Card>
        <QueryBoundary query={warehouses} noun="warehouses" skeletonRows={4}>
          {(loaded) => (
            <SplitOrdersExplained
              active={active}
              others={loaded.warehouses.filter((w) => w.uid !== active?.uid)}
            />
          )}
        </QueryBoundary>
      </Card>
    </Flex>
  );
}
