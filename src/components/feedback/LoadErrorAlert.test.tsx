import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadErrorAlert } from './LoadErrorAlert';

describe('LoadErrorAlert', () => {
  it('says what failed and why, and asks again on request', async () => {
    const onRetry = vi.fn();
    render(
      <LoadErrorAlert
        title="The trends could not be loaded."
        description="Server down"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByText('The trends could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Server down')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
