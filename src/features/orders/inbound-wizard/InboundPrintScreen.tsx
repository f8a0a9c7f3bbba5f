import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { Card, Space, Steps, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { OrderDetail } from '@/domain/contract';
import { asApiError } from '@/api/fieldErrors';
import { downloadPdf } from '@/api/transfer';
import { notifier } from '@/components/feedback/notifier';
import { LoadingButton } from '@/components/LoadingButton';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { useGetOrderQuery } from '../api';
import { orderPaths } from '../paths';
import { inboundPrints } from './printFiles';
import { INBOUND_STEP_TITLES, PRINT_STEP_TITLE } from './steps';
import { useAppContext } from '@/core/appContext';

/**
 * The wizard's last step, once the order exists (?created=<id>, so a reload lands here again):
 * the shipment label and the report as PDFs, and the way to the order's summary.
 */
export function InboundPrintScreen({ id }: { id: number }) {
  const order = useGetOrderQuery(id);
  return (
    <Card>
      <Steps
        current={INBOUND_STEP_TITLES.length}
        size="small"
        className="wizard__steps"
        aria-label="New inbound order: steps"
        items={[...INBOUND_STEP_TITLES, PRINT_STEP_TITLE].map((title) => ({ title }))}
      />
      <QueryBoundary query={order} noun="inbound order">
        {(data) => <PrintChoices order={data} />}
      </QueryBoundary>
    </Card>
  );
}

function PrintChoices({ order }: { order: OrderDetail }) {
  const { transport } = useAppContext();
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the new step, as on every step of the wizard.
  useEffect(() => heading.current?.focus(), []);
  const print = async (kind: keyof typeof inboundPrints) => {
    const what = inboundPrints[kind];
    try {
      await downloadPdf(transport, what.path(order.id), undefined, what.filename(order.reference));
    } catch (error) {
      notifier.error({
        message: `${what.title} failed: the PDF could not be made.`,
        description: asApiError(error).message,
      });
    }
  };
  return (
    <section aria-labelledby="inbound-print-title">
      <Typography.Text type="secondary" className="wizard__count">
        Step {INBOUND_STEP_TITLES.length + 1} of {INBOUND_STEP_TITLES.length + 1}
      </Typography.Text>
      <h2 id="inbound-print-title" tabIndex={-1} ref={heading} className="wizard__title">
        {PRINT_STEP_TITLE}
      </h2>
      <Typography.Paragraph>
        Inbound order <strong>{order.reference}</strong> is booked. Print the shipment label for the
        carrier to stick on the {order.sub_type === 'transfer' ? 'transfer' : 'delivery'}, and the
        report for your records.
      </Typography.Paragraph>
      <Space wrap>
        <LoadingButton
          type="primary"
          icon={<PrinterOutlined aria-hidden />}
          onClick={() => print('label')}
        >
          {inboundPrints.label.title}
        </LoadingButton>
        <LoadingButton icon={<FilePdfOutlined aria-hidden />} onClick={() => print('report')}>
          {inboundPrints.report.title}
        </LoadingButton>
      </Space>
      <Typography.Paragraph className="inbound-print__links">
        <Link to={orderPaths.summary('inbound', order.id)}>View the order&apos;s summary</Link>
        {' · '}
        <Link to={orderPaths.list('inbound')}>Back to inbound orders</Link>
      </Typography.Paragraph>
    </section>
  );
}
