import { render, screen } from '@testing-library/react';
import { StatusTag } from './StatusTag';

const tagOf = (text: string) => screen.getByText(text).closest('.ant-tag');

describe('StatusTag', () => {
  it('colours the three tones orange, green and grey, and names the tone', () => {
    render(
      <>
        <StatusTag tone="pending">Pending</StatusTag>
        <StatusTag tone="success">Delivered</StatusTag>
        <StatusTag tone="inactive">Cancelled</StatusTag>
      </>,
    );
    expect(tagOf('Pending')).toHaveClass('ant-tag-orange');
    expect(tagOf('Pending')).toHaveAttribute('data-tone', 'pending');
    expect(tagOf('Delivered')).toHaveClass('ant-tag-green');
    expect(tagOf('Delivered')).toHaveAttribute('data-tone', 'success');
    expect(tagOf('Cancelled')?.className).not.toMatch(/ant-tag-(orange|green|volcano)/);
    expect(tagOf('Cancelled')).toHaveAttribute('data-tone', 'inactive');
  });

  it('deepens an urgent pending state and shows its icon, keeping the tone', () => {
    render(
      <>
        <StatusTag tone="pending" urgent icon={<span data-testid="icon" aria-hidden />}>
          Overdue
        </StatusTag>
        <StatusTag tone="success" urgent>
          Paid
        </StatusTag>
      </>,
    );
    expect(tagOf('Overdue')).toHaveClass('ant-tag-volcano');
    expect(tagOf('Overdue')).toHaveAttribute('data-tone', 'pending');
    expect(tagOf('Overdue')).toContainElement(screen.getByTestId('icon'));
    // Urgency belongs to the pending tone only.
    expect(tagOf('Paid')).toHaveClass('ant-tag-green');
  });
});
