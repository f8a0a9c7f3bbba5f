import { render, screen } from '@testing-library/react';
import { giveElementsSize } from '@tests/support/layout';
import { TopCountriesChart } from './TopCountriesChart';

const countries = [
  { name: 'Australia', orders: 41 },
  { name: 'Japan', orders: 7 },
];

describe('TopCountriesChart', () => {
  giveElementsSize(600, 200);

  it('is one image named by its label, drawing a bar per country with its name and figure', async () => {
    render(<TopCountriesChart countries={countries} label="Orders by country: Australia 41" />);
    const chart = screen.getByRole('img', { name: 'Orders by country: Australia 41' });
    expect(await screen.findByText('Australia')).toBeInTheDocument();
    expect(screen.getByText('Japan')).toBeInTheDocument();
    expect(screen.getByText('41')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
    expect(chart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2);
  });
});
