import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isMasked, MASKED_VALUE_TOOLTIP } from '@/domain/format';
import { MaskedValue } from './MaskedValue';

describe('MaskedValue', () => {
  it('shows plain values as they are', async () => {
    render(<MaskedValue value="$12.50" />);
    expect(await screen.findByText('$12.50')).not.toHaveAttribute('aria-label');
  });

  it('marks a masked value and explains it on hover', async () => {
    const user = userEvent.setup();
    render(<MaskedValue value="$***" />);
    const masked = await screen.findByLabelText('$*** (masked)', {});
    expect(masked).toHaveTextContent('$***');
    await user.hover(masked);
    expect(await screen.findByText(MASKED_VALUE_TOOLTIP, {})).toBeInTheDocument();
    expect(MASKED_VALUE_TOOLTIP).toBe('Access restricted due to your current role permissions');
  });

  it('explains on keyboard focus too', async () => {
    const user = userEvent.setup();
    render(<MaskedValue value="***" />);
    await screen.findByLabelText('*** (masked)', {});
    await user.tab();
    expect(await screen.findByText(MASKED_VALUE_TOOLTIP, {})).toBeInTheDocument();
  });

  it('renders the empty placeholder for missing values and numbers as text', async () => {
    const { rerender } = render(<MaskedValue value={null} empty="—" />);
    expect(await screen.findByText('—')).toBeInTheDocument();
    rerender(<MaskedValue value={42} />);
    expect(screen.getByText('42')).toBeInTheDocument();
  });

  it('detects the marker anywhere in a string', () => {
    expect(isMasked('ab***cd')).toBe(true);
    expect(isMasked('**')).toBe(false);
    expect(isMasked(3)).toBe(false);
  });
});
