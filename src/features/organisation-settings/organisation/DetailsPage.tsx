import EditOutlined from '@ant-design/icons/EditOutlined';
import { Button, Card, Col, Descriptions, Row, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import type { OrganisationDetail } from '@/domain/contract';
import { useCountries } from '@/components/hooks/useCountries';
import { Restricted } from '@/components/Restricted';
import { ADDRESS_FIELD_NAMES } from '@/domain/address/fields';
import { ORGANISATION_LABELS as L } from '@/domain/organisations/fields';
import { ADMIN_LEVEL } from '@/domain/permissions/accessControl';
import { OrganisationSettingsLayout } from '../layout/OrganisationSettingsLayout';
import { organisationPaths } from '../paths';
import { TIER_LABEL } from '../tiers';
import './organisation.css';
import { OrganisationLogo } from '@/components/OrganisationLogo';
import { formatDate } from '@/domain/format';

/** Changing an organisation's settings needs an admin-level role in it. */
export const MANAGE_ORGANISATION = { roles: ADMIN_LEVEL } as const;

/** /settings/organisation/{uid}/details: who the organisation is, where, and who serves it. */
export function DetailsPage() {
  return <OrganisationSettingsLayout section="details" content={Details} />;
}

const orDash = (value: string) => value || '—';

function Details({ organisation }: { organisation: OrganisationDetail }) {
  const navigate = useNavigate();
  const countries = useCountries();
  const country =
    countries.countries.find((c) => c.value === organisation.address.country)?.text ??
    (countries.loading ? '…' : organisation.address.country || '—');
  const edit = (
    <Restricted rule={MANAGE_ORGANISATION}>
      <Button
        icon={<EditOutlined aria-hidden />}
        onClick={() => void navigate(organisationPaths.detailsEdit(organisation.uid))}
      >
        Edit Details
      </Button>
    </Restricted>
  );
  return (
    <Row gutter={[16, 16]} className="organisation-details">
      <Col xs={24} lg={14}>
        <Card title={<h2 className="organisation-card-title">Details</h2>} extra={edit}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={L.legal_name}>{organisation.legal_name}</Descriptions.Item>
            <Descriptions.Item label={L.name}>{organisation.name}</Descriptions.Item>
            <Descriptions.Item label={L.website}>
              {organisation.website ? (
                <a
                  href={
                    /^https?:\/\//i.test(organisation.website)
                      ? organisation.website
                      : `https://${organisation.website}`
                  }
                  target="_blank"
                  rel="noreferrer noopener"
                >
                  {organisation.website}
                </a>
              ) : (
                '—'
              )}
            </Descriptions.Item>
            <Descriptions.Item label={L.phone}>{orDash(organisation.phone)}</Descriptions.Item>
            <Descriptions.Item label={L.tier}>{TIER_LABEL[organisation.tier]}</Descriptions.Item>
            <Descriptions.Item label={L.company_email}>
              {organisation.company_email}
            </Descriptions.Item>
            <Descriptions.Item label={L.tax_id}>{orDash(organisation.tax_id)}</Descriptions.Item>
            <Descriptions.Item label="Logo">
              <OrganisationLogo organisation={organisation} described />
              {!organisation.logo && (
                <Typography.Text type="secondary" className="organisation-logo-note">
                  No logo yet: the first letter of the name stands in.
                </Typography.Text>
              )}
            </Descriptions.Item>
            <Descriptions.Item label="Date Started">
              {formatDate(organisation.created_at)}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card title={<h2 className="organisation-card-title">Warehouse</h2>}>
          {organisation.warehouse ? (
            <p>
              {organisation.warehouse.name} ({organisation.warehouse.code}),{' '}
              {organisation.warehouse.suburb} {organisation.warehouse.state}
            </p>
          ) : (
            <p>
              <Tag color="warning">Not serviceable yet</Tag> No warehouse serves this organisation
              yet.
            </p>
          )}
          <Link to={organisationPaths.activeWarehouse(organisation.uid)}>
            About the active warehouse and split orders
          </Link>
        </Card>
        <Card title={<h2 className="organisation-card-title">Address</h2>}>
          <Descriptions column={1} size="small">
            {ADDRESS_FIELD_NAMES.map((field) => (
              <Descriptions.Item key={field} label={L[field]}>
                {field === 'country' ? country : orDash(organisation.address[field])}
              </Descriptions.Item>
            ))}
          </Descriptions>
        </Card>
      </Col>
    </Row>
  );
}
