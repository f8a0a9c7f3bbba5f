import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadingButton } from './LoadingButton';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('LoadingButton', () => {
  it('fires once for two fast clicks and spins while the promise runs', async () => {
    const user = userEvent.setup();
    const d = deferred();
    const onClick = vi.fn(() => d.promise);
    render(<LoadingButton onClick={onClick}>Save</LoadingButton>);
    const button = await screen.findByRole('button', { name: 'Save' });

    await user.dblClick(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');

    d.resolve();
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it("never carries the spinner's 'loading' in its name, busy or idle again", async () => {
    const user = userEvent.setup();
    const d = deferred();
    render(<LoadingButton onClick={() => d.promise}>Save</LoadingButton>);
    const button = await screen.findByRole('button', { name: 'Save' });

    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAccessibleName('Save');

    d.resolve();
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAccessibleName('Save');
  });

  it('guards even when both clicks land before React re-renders', async () => {
    const onClick = vi.fn(() => new Promise(() => {}));
    render(<LoadingButton onClick={onClick}>Save</LoadingButton>);
    const button = await screen.findByRole('button', { name: 'Save' });
    act(() => {
      button.click();
      button.click();
    });
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('recovers after a rejected promise', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn(() => Promise.reject(new Error('nope')));
    render(<LoadingButton onClick={onClick}>Save</LoadingButton>);
    const button = await screen.findByRole('button', { name: 'Save' });
    await user.click(button);
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('stays enabled for synchronous handlers', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<LoadingButton onClick={onClick}>Go</LoadingButton>);
    const button = await screen.findByRole('button', { name: 'Go' });
    await user.click(button);
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(button).toBeEnabled();
  });

  it('honours a loading prop', async () => {
    const onClick = vi.fn();
    render(
      <LoadingButton loading onClick={onClick}>
        Save
      </LoadingButton>,
    );
    const button = await screen.findByRole('button', { name: /Save/ });
    expect(button).toBeDisabled();
    act(() => button.click());
    expect(onClick).not.toHaveBeenCalled();
  });
});
