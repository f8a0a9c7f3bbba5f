import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { Button, Card, Flex, Table, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import type { OrganisationDetail, PricingProposal, PricingProposalStatus } from '@/domain/contract';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { formatAudAmount, formatDate } from '@/domain/format';
import { useGetPricingProposalsQuery } from '../api';
import { OrganisationSettingsLayout } from '../layout/OrganisationSettingsLayout';
import './proposal.css';

/** GST on the provider's services. */
const GST_RATE = 0.1;

const STATUS: Record<PricingProposalStatus, { label: string; color: string }> = {
  accepted: { label: 'Accepted: current pricing', color: 'success' },
  offered: { label: 'Offered: awaiting your answer', color: 'warning' },
  expired: { label: 'Expired', color: 'default' },
};

/**
 * /settings/organisation/{uid}/proposal: the pricing offered to the organisation, readable on
 * screen and printable (the browser's print, with a stylesheet that prints only the proposals).
 */
export function ProposalPage() {
  return <OrganisationSettingsLayout section="proposal" content={Proposals} />;
}

function Proposals({ organisation }: { organisation: OrganisationDetail }) {
  const proposals = useGetPricingProposalsQuery(organisation.uid);
  // The print stylesheet applies only while this page is shown.
  useEffect(() => {
    document.body.classList.add('printing-proposal');
    return () => document.body.classList.remove('printing-proposal');
  }, []);
  return (
    <div className="proposal-document">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={2}>
          Pricing proposal for {organisation.legal_name}
        </Typography.Title>
        <Button
          className="proposal-no-print"
          icon={<PrinterOutlined aria-hidden />}
          onClick={() => window.print()}
        >
          Print
        </Button>
      </Flex>
      <QueryBoundary query={proposals} noun="proposal" isEmpty={(list) => list.length === 0}>
        {(list) => (
          <Flex vertical gap={16}>
            {list.map((proposal) => (
              <ProposalCard key={proposal.uid} proposal={proposal} />
            ))}
          </Flex>
        )}
      </QueryBoundary>
    </div>
  );
}

function ProposalCard({ proposal }: { proposal: PricingProposal }) {
  const status = STATUS[proposal.status];
  const titleId = `proposal-${proposal.uid}`;
  return (
    <Card className={`proposal proposal--${proposal.status}`}>
      <section aria-labelledby={titleId}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={3} id={titleId}>
            {proposal.title}
          </Typography.Title>
          <Tag color={status.color}>{status.label}</Tag>
        </Flex>
        <Typography.Paragraph>
          Valid from {formatDate(proposal.valid_from)}
          {proposal.valid_until
            ? ` until ${formatDate(proposal.valid_until)}`
            : ', with no end date'}
          .
        </Typography.Paragraph>
        <Table
          size="small"
          pagination={false}
          rowKey="service"
          aria-labelledby={titleId}
          dataSource={proposal.lines}
          columns={[
            { title: 'Service', dataIndex: 'service' },
            { title: 'Unit', dataIndex: 'unit' },
            {
              title: 'Price (excl. GST)',
              dataIndex: 'price',
              align: 'right',
              render: (price: number) => formatAudAmount(price),
            },
            {
              title: 'Price (incl. GST)',
              key: 'gst',
              align: 'right',
              render: (_: unknown, line) => formatAudAmount(line.price * (1 + GST_RATE)),
            },
          ]}
        />
        <Typography.Paragraph type="secondary" className="proposal-notes">
          {proposal.notes}
        </Typography.Paragraph>
      </section>
    </Card>
  );
}
