import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { OtpCodeInput, type OtpCodeInputProps } from './OtpCodeInput';

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const values = () => [1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('|');

function setup(props: OtpCodeInputProps = {}) {
  const onComplete = vi.fn();
  const onChange = vi.fn();
  const user = userEvent.setup();
  const view = render(<OtpCodeInput onComplete={onComplete} onChange={onChange} {...props} />);
  return { user, onComplete, onChange, ...view };
}

describe('OtpCodeInput', () => {
  it('renders six named numeric boxes in a group, the first focused and open to autofill', async () => {
    setup();
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    for (const n of [1, 2, 3, 4, 5, 6]) {
      expect(box(n)).toHaveAttribute('inputmode', 'numeric');
    }
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(2)).toHaveAttribute('autocomplete', 'off');
    await waitFor(() => expect(box(1)).toHaveFocus());
  });

  it('takes digits only, one per box, moving forward, and completes on the sixth', async () => {
    const { user, onComplete, onChange } = setup();
    await waitFor(() => expect(box(1)).toHaveFocus());

    await user.keyboard('1a2 -3');
    expect(values()).toBe('1|2|3|||');
    expect(box(4)).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('123');
    expect(onComplete).not.toHaveBeenCalled();

    await user.keyboard('456');
    expect(values()).toBe('1|2|3|4|5|6');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('Backspace clears the current box, or moves back and clears the previous one', async () => {
    const { user } = setup();
    await waitFor(() => expect(box(1)).toHaveFocus());
    await user.keyboard('123');
    expect(box(4)).toHaveFocus();

    await user.keyboard('{Backspace}');
    expect(values()).toBe('1|2||||');
    expect(box(3)).toHaveFocus();

    await user.click(box(2));
    await user.keyboard('{Backspace}');
    expect(values()).toBe('1|||||');
    expect(box(2)).toHaveFocus();
  });

  it('arrow keys move between the boxes and typing over a digit replaces it', async () => {
    const { user } = setup();
    await waitFor(() => expect(box(1)).toHaveFocus());
    await user.keyboard('12');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(box(1)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(box(1)).toHaveFocus();
    await user.keyboard('9');
    expect(values()).toBe('9|2||||');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(box(4)).toHaveFocus();
  });

  it('fills all boxes from a pasted six-digit code and verifies it', async () => {
    const { user, onComplete } = setup();
    await waitFor(() => expect(box(1)).toHaveFocus());
    await user.paste(' 042917\n');
    expect(values()).toBe('0|4|2|9|1|7');
    expect(onComplete).toHaveBeenCalledWith('042917');
  });

  it('ignores a paste that is not exactly six digits or lands on a started code', async () => {
    const { user, onComplete } = setup();
    await waitFor(() => expect(box(1)).toHaveFocus());
    for (const text of ['12345', '1234567', '123 456', 'abcdef']) {
      await user.paste(text);
      expect(values()).toBe('|||||');
    }
    await user.keyboard('5');
    await user.paste('123456');
    expect(values()).toBe('5|||||');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('empties the boxes and focuses the first when resetKey changes', async () => {
    function Harness() {
      const [key, setKey] = useState(0);
      return (
        <>
          <OtpCodeInput resetKey={key} />
          <button type="button" onClick={() => setKey((k) => k + 1)}>
            Clear
          </button>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Harness />);
    await waitFor(() => expect(box(1)).toHaveFocus());
    await user.keyboard('1234');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(values()).toBe('|||||');
    await waitFor(() => expect(box(1)).toHaveFocus());
  });

  it('is inert while disabled', async () => {
    const { user, onChange } = setup({ disabled: true });
    for (const n of [1, 2, 3, 4, 5, 6]) expect(box(n)).toBeDisabled();
    await user.click(box(1));
    await user.keyboard('1');
    expect(onChange).not.toHaveBeenCalled();
  });
});
