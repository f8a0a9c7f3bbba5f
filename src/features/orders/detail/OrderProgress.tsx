import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import { Progress, Typography } from 'antd';
import type { OrderProgressResponse } from '@/domain/contract';
import { formatDateTime } from '@/domain/format';

type OrderProgressData = OrderProgressResponse['data'];

/**
 * Where the order is on its way: the share done, then each step with when it was reached, the
 * current one marked for screen readers and the eye alike.
 */
export function OrderProgress({ progress }: { progress: OrderProgressData }) {
  return (
    <div>
      <Progress percent={progress.percent} aria-label="Order progress" />
      <ol className="order-progress">
        {progress.steps.map((step) => {
          const current = step.status === progress.current;
          return (
            <li
              key={step.status}
              aria-current={current ? 'step' : undefined}
              className={current ? 'order-progress-current' : undefined}
            >
              {step.at ? (
                <CheckCircleFilled aria-hidden className="order-progress-done" />
              ) : (
                <ClockCircleOutlined aria-hidden className="order-progress-waiting" />
              )}
              <Typography.Text strong={current}>{step.label}</Typography.Text>
              <Typography.Text type="secondary">
                {step.at ? formatDateTime(step.at) : 'Not yet'}
              </Typography.Text>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
