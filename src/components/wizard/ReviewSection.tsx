import EditOutlined from '@ant-design/icons/EditOutlined';
import { Button, Typography } from 'antd';
import { useId, type ReactNode } from 'react';
import { useWizard } from './Wizard';

interface ReviewSectionProps {
  title: string;
  /** The step whose answers this section repeats: its Edit button goes back there. */
  step: number;
  editLabel: string;
  children: ReactNode;
}

/** One part of a wizard's Review step: what a step holds, with an Edit that goes back to it. */
export function ReviewSection({ title, step, editLabel, children }: ReviewSectionProps) {
  const { goTo } = useWizard();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <div className="wizard-review__heading">
        <Typography.Title level={3} id={headingId}>
          {title}
        </Typography.Title>
        <Button icon={<EditOutlined aria-hidden />} onClick={() => goTo(step)}>
          {editLabel}
        </Button>
      </div>
      {children}
    </section>
  );
}
