import { render, screen } from '@testing-library/react';
import { giveElementsSize } from '@tests/support/layout';
import { StockTrendChart } from './StockTrendChart';

const points = [
  { date: '2026-01-01', stock: 10, inbound: 4, outbound: 0 },
  { date: '2026-01-02', stock: 7, inbound: 0, outbound: 3 },
];

describe('StockTrendChart', () => {
  giveElementsSize(600, 280);

  it('draws the three lines, named in the legend', async () => {
    render(<StockTrendChart points={points} height={260} />);
    expect(await screen.findByText('Stock')).toBeInTheDocument();
    expect(screen.getByText('Inbound')).toBeInTheDocument();
    expect(screen.getByText('Outbound')).toBeInTheDocument();
  });

  it('takes other names for the lines', async () => {
    render(
      <StockTrendChart points={points} height={280} names={{ inbound: 'In', outbound: 'Out' }} />,
    );
    expect(await screen.findByText('In')).toBeInTheDocument();
    expect(screen.getByText('Out')).toBeInTheDocument();
    expect(screen.queryByText('Inbound')).not.toBeInTheDocument();
  });
});
