import { Card, Col, Descriptions, Row } from 'antd';
import { ADDRESS_FIELD_NAMES, ADDRESS_LABELS } from '@/domain/address/fields';
import { partnerLabels } from '@/domain/partners/fields';
import { useCountries } from '@/components/hooks/useCountries';
import { PARTNER_WORDS, type PartnerSetup } from '@/features/partners/kinds';
import { PartnerDetailLayout, partnerTypeOf, type PartnerRecord } from './partnerDetail';
import { contactFieldNames } from '@/features/partners/values';
import '@/features/partners/partners.css';
import { formatDate } from '@/domain/format';

/** /{id}/summary: who the partner is and where. */
export function PartnerSummaryPage({ setup }: { setup: PartnerSetup }) {
  return (
    <PartnerDetailLayout setup={setup} tab="summary">
      {(partner) => <Summary setup={setup} partner={partner} />}
    </PartnerDetailLayout>
  );
}

function Summary({ setup, partner }: { setup: PartnerSetup; partner: PartnerRecord }) {
  const { kind } = setup;
  const words = PARTNER_WORDS[kind];
  const labels = partnerLabels(kind);
  const countries = useCountries();
  const record = partner as unknown as Record<string, string>;
  const country =
    countries.countries.find((c) => c.value === partner.address.country)?.text ??
    (countries.loading ? '…' : partner.address.country);
  return (
    <Row gutter={[16, 16]} className="partner-summary">
      <Col xs={24} md={12}>
        <Card title={words.firstStep}>
          <Descriptions column={1} size="small">
            {contactFieldNames(kind).map((field) => (
              <Descriptions.Item key={field} label={labels[field]}>
                {field.endsWith('_type')
                  ? (words.types[partnerTypeOf(kind, partner)] ?? record[field])
                  : record[field] || '—'}
              </Descriptions.Item>
            ))}
            <Descriptions.Item label="Added">{formatDate(partner.created_at)}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card title="Address">
          <Descriptions column={1} size="small">
            {ADDRESS_FIELD_NAMES.map((field) => (
              <Descriptions.Item key={field} label={ADDRESS_LABELS[field]}>
                {field === 'country' ? country : partner.address[field] || '—'}
              </Descriptions.Item>
            ))}
          </Descriptions>
        </Card>
      </Col>
    </Row>
  );
}
