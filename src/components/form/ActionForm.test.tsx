import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { ActionForm, type ActionFormProps } from './ActionForm';
import { TextField } from './textFields';

interface Values {
  email: string;
}
const LABELS = { email: 'Email' };
const schema = yup.object({ email: yup.string().required('Email is required') });

function renderForm(props: Partial<ActionFormProps<Values>> = {}) {
  const onSubmit = vi.fn(props.onSubmit ?? (async () => {}));
  const view = render(
    <ActionForm<Values>
      name="Send a link"
      idPrefix="link"
      initialValues={{ email: '' }}
      labels={LABELS}
      validationSchema={schema}
      submitLabel="Send link"
      {...props}
      onSubmit={onSubmit}
    >
      <TextField name="email" />
    </ActionForm>,
  );
  return { ...view, onSubmit, form: screen.getByRole('form', { name: 'Send a link' }) };
}

describe('ActionForm', () => {
  it('has one button, named by its action, and no Cancel', () => {
    renderForm();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Send link']);
  });

  it('sends once when submitted twice before the first send ends (a double press)', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const { form, onSubmit } = renderForm({
      onSubmit: () => new Promise<void>((resolve) => (finish = resolve)),
    });
    await user.type(screen.getByLabelText('Email'), 'a@b.test');
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    finish();
    // The same values, stored, are not sent again either.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send link' })).not.toHaveClass('ant-btn-loading'),
    );
    // Inside act: formik's validation and the kit's submit run to their end before the check.
    await act(async () => void fireEvent.submit(form));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith(
      { email: 'a@b.test' },
      { idempotencyKey: expect.any(String) },
    );
  });

  it('puts a 422 on its field and anything else above the form, the input kept', async () => {
    const user = userEvent.setup();
    renderForm({
      onSubmit: async ({ email }) => {
        throw email === 'taken@b.test'
          ? { status: 422, message: 'Email is taken', fieldErrors: { email: ['is taken'] } }
          : new Error('offline');
      },
    });
    await user.type(screen.getByLabelText('Email'), 'taken@b.test');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Email is taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('taken@b.test');
    // The focus goes to the field that needs attention.
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());

    await user.type(screen.getByLabelText('Email'), 'x');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while fetching the data.',
    );
  });

  it('empties itself after a send when asked, and a press on the emptied form says nothing', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    const { form, onSubmit } = renderForm({ resetAfterSend: true, onDone });
    await user.type(screen.getByLabelText('Email'), 'a@b.test');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(screen.getByLabelText('Email')).toHaveValue('');
    // The second press of a double click, landing after the reset.
    await act(async () => void fireEvent.submit(form));
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // Once something new is typed and removed, the rules speak again.
    await user.type(screen.getByLabelText('Email'), 'x');
    await user.clear(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
  });

  it('does nothing after a send that ends once the form is gone', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    let finish = () => {};
    const { unmount, onSubmit } = renderForm({
      onDone,
      onSubmit: () => new Promise<void>((resolve) => (finish = resolve)),
    });
    await user.type(screen.getByLabelText('Email'), 'a@b.test');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    unmount();
    await act(async () => finish());
    expect(onDone).not.toHaveBeenCalled();
  });

  it('lays out its button with what else the form offers', () => {
    renderForm({
      actions: ({ submit }) => (
        <>
          <button type="button">Back</button>
          {submit}
        </>
      ),
    });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Back', 'Send link']);
  });
});
