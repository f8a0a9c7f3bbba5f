import { Card, List, Typography } from 'antd';
import { Link } from 'react-router-dom';

const STEPS = [
  { title: 'Add your products', text: 'Create products with their units, or import many from a CSV.', to: '/space/products' },
  { title: 'Send stock in', text: 'Book an inbound order so the warehouse expects your delivery.', to: '/orders/inbound' },
  { title: 'Ship orders out', text: 'Create outbound orders, or connect your store to send them automatically.', to: '/orders/outbound' },
  { title: 'Invite your team', text: 'Give colleagues access with the role that fits their work.', to: '/settings/organisation' },
  { title: 'Set up billing', text: 'Top up your wallet and review weekly invoices.', to: '/settings/billing' },
];

/** /gettingstart: the first steps for a new merchant, each linking to where it is done. */
export function GettingStartedPage() {
  return (
    <section aria-labelledby="getting-started-title">
      <Typography.Title level={1} id="getting-started-title">
        Getting started
      </Typography.Title>
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
    </section>
  );
}
