import { render, screen } from '@testing-library/react';
import { useStepHeadingFocus } from './useStepHeadingFocus';

function Wizard({ step }: { step: number }) {
  const heading = useStepHeadingFocus(step);
  return (
    <>
      <button type="button">Next</button>
      <h2 tabIndex={-1} ref={heading}>
        Step {step + 1}
      </h2>
    </>
  );
}

describe('useStepHeadingFocus', () => {
  it('leaves focus alone at first and moves it to the heading on a new step', () => {
    const { rerender } = render(<Wizard step={0} />);
    screen.getByRole('button', { name: 'Next' }).focus();
    rerender(<Wizard step={0} />);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();

    rerender(<Wizard step={1} />);
    expect(screen.getByRole('heading', { name: 'Step 2' })).toHaveFocus();
  });
});
