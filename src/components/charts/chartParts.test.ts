import { dayTick, dayTooltipLabel } from './chartParts';

describe('chart day labels', () => {
  it('writes a day short on the axis and with its year in the tooltip', () => {
    expect(dayTick('2026-03-03')).toBe('3 Mar');
    expect(dayTooltipLabel('2026-03-03')).toBe('3 Mar 2026');
  });
});
