import { render, screen, waitFor } from '@testing-library/react';
import { ColumnChart } from './ColumnChart';

const rows = [
  { week: 'W1', north: 4, south: 2 },
  { week: 'W2', north: 1, south: 3 },
];
const series = [
  { key: 'north', name: 'North', colour: '#1668dc' },
  { key: 'south', name: 'South', colour: '#d46b08' },
];

/** The x of each drawn column, series by series, once all four are drawn. */
async function columnXs() {
  const chart = screen.getByRole('img');
  const columns = () => [...chart.querySelectorAll('.recharts-bar-rectangle path')];
  await waitFor(() => expect(columns()).toHaveLength(4));
  return columns().map((p) => p.getAttribute('x'));
}

describe('ColumnChart', () => {
  // happy-dom lays nothing out: the chart measures 600 × 300 and its legend one line, so the
  // columns get the room between (every element the chart's size would leave them none).
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const legend = this.classList.contains('recharts-legend-wrapper');
      return DOMRect.fromRect({ width: 600, height: legend ? 24 : 300 });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  const draw = (stacked?: boolean) =>
    render(
      <ColumnChart
        rows={rows}
        series={series}
        stacked={stacked}
        label="Orders by week: W1 north 4, south 2; W2 north 1, south 3"
        height={280}
        xAxis={{ dataKey: 'week' }}
        yAxis={{ allowDecimals: false }}
        tooltip={{}}
      />,
    );

  it('is one image named by its label, a column per row and series, named in the legend', async () => {
    draw();
    const chart = screen.getByRole('img', { name: /^Orders by week: W1 north 4/ });
    expect(await screen.findByText('North')).toBeInTheDocument();
    expect(screen.getByText('South')).toBeInTheDocument();
    await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(4));
  });

  it('stands the series side by side, or stacks them in one column a row', async () => {
    const { unmount } = draw();
    const [northW1, , southW1] = await columnXs();
    expect(northW1).not.toBe(southW1);
    unmount();

    draw(true);
    const [stackedNorthW1, , stackedSouthW1] = await columnXs();
    expect(stackedNorthW1).toBe(stackedSouthW1);
  });
});
