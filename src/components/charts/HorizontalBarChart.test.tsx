import { render, screen } from '@testing-library/react';
import { giveElementsSize } from '@tests/support/layout';
import { HorizontalBarChart } from './HorizontalBarChart';

const rows = [
  { team: 'North', amount: 1500 },
  { team: 'South', amount: 250 },
];

describe('HorizontalBarChart', () => {
  giveElementsSize(600, 200);

  const draw = (format?: (value: number) => string) =>
    render(
      <HorizontalBarChart
        rows={rows}
        nameKey="team"
        valueKey="amount"
        valueName="Amount"
        label="Amount by team: North 1500, South 250"
        format={format}
      />,
    );

  it('is one image named by its label, a bar per row with its name and figure', async () => {
    draw();
    const chart = screen.getByRole('img', { name: 'Amount by team: North 1500, South 250' });
    expect(await screen.findByText('North')).toBeInTheDocument();
    expect(screen.getByText('South')).toBeInTheDocument();
    expect(screen.getByText('1500')).toBeInTheDocument();
    expect(chart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2);
  });

  it('is compact unless told otherwise: 32 px a row, 32 px for the axis', () => {
    draw();
    const chart = screen.getByRole('img', { name: /^Amount by team/ });
    const frame = chart.querySelector<HTMLElement>('.recharts-responsive-container');
    expect(frame?.style.height).toBe(`${2 * 32 + 32}px`);
  });

  it('writes the figures in the format given', async () => {
    draw((value) => `$${value / 1000}K`);
    expect(await screen.findByText('$1.5K')).toBeInTheDocument();
    expect(screen.getByText('$0.25K')).toBeInTheDocument();
  });
});
