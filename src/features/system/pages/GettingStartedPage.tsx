import { Card, List } from 'antd';
import { Link } from 'react-router-dom';
import { PageSection } from '@/components/page/PageSection';
import { billingPaths } from '@/features/billing/paths';
import { orderPaths } from '@/features/orders/paths';
import { organisationPaths } from '@/features/organisation-settings/paths';
import { productPaths } from '@/features/products/paths';

const STEPS = [
  {
    title: 'Add your products',
    text: 'Create products with their units, or import many from a CSV.',
    to: productPaths.list,
  },
  {
    title: 'Send stock in',
    text: 'Book an inbound order so the warehouse expects your delivery.',
    to: orderPaths.list('inbound'),
  },
  {
    title: 'Ship orders out',
    text: 'Create outbound orders, or connect your store to send them automatically.',
    to: orderPaths.list('outbound'),
  },
  {
    title: 'Invite your team',
    text: 'Give colleagues access with the role that fits their work.',
    to: organisationPaths.list,
  },
  {
    title: 'Set up billing',
    text: 'Top up your wallet and review weekly invoices.',
    to: billingPaths.invoices,
  },
];

/** /gettingstart: the first steps for a new merchant, each linking to where it is done. */
export function GettingStartedPage() {
  return (
    <PageSection id="getting-started-title" title="Getting started">
      <Card>
        <List
          dataSource={STEPS}
          renderItem={(step, index) => (
            <List.Item>
              <List.Item.Meta
                title={
                  <Link to={step.to}>
                    {index + 1}. {step.title}
                  </Link>
                }
                description={step.text}
              />
            </List.Item>
          )}
        />
      </Card>
    </PageSection>
  );
}
