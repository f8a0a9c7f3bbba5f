import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import * as yup from 'yup';
import { DialogForm, type DialogFormProps } from './DialogForm';
import { TextField } from './textFields';

interface Values {
  name: string;
}
const LABELS = { name: 'Name' };
const schema = yup.object({ name: yup.string().required('Name is required') });

type Props = Partial<DialogFormProps<Values>>;

/** The dialog with its opener, as a page holds it. */
function Harness(props: Props) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add thing
      </button>
      <DialogForm<Values>
        title="Add a thing"
        idPrefix="thing"
        open={open}
        onClose={() => setOpen(false)}
        initialValues={{ name: '' }}
        labels={LABELS}
        validationSchema={schema}
        okText="Save thing"
        onSubmit={async () => {}}
        {...props}
      >
        <TextField name="name" />
      </DialogForm>
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Add a thing' });
const ok = () => within(dialog()).getByRole('button', { name: /Save thing/ });

describe('DialogForm', () => {
  it('sends once on a double click of OK, which waits, disabled, while it sends', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onSent = vi.fn();
    render(<Harness onSubmit={onSubmit} onSent={onSent} />);
    await user.type(within(dialog()).getByLabelText('Name'), 'Crate');
    fireEvent.click(ok());
    fireEvent.click(ok());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(ok()).toBeDisabled());
    expect(ok()).toHaveClass('ant-btn-loading');
    finish();
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      { name: 'Crate' },
      { idempotencyKey: expect.any(String) },
    );
  });

  it('checks the rules first, and puts a 422 on its field with the input kept', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {
      throw { status: 422, message: 'Name is taken', fieldErrors: { name: ['is taken'] } };
    });
    render(<Harness onSubmit={onSubmit} />);
    await user.click(ok());
    expect(await within(dialog()).findByText('Name is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(within(dialog()).getByLabelText('Name'), 'Crate');
    await user.click(ok());
    expect(await within(dialog()).findByText('Name is taken')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Name')).toHaveValue('Crate');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('empties the form after a send; closing without one keeps what was typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(within(dialog()).getByLabelText('Name'), 'Crate');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Add thing' }));
    expect(within(dialog()).getByLabelText('Name')).toHaveValue('Crate');

    await user.type(within(dialog()).getByLabelText('Name'), ' box');
    // Enter in a field sends too.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(dialog()).getByLabelText('Name')).toHaveValue(''));
    expect(within(dialog()).queryByText('Name is required')).not.toBeInTheDocument();
  });
});
