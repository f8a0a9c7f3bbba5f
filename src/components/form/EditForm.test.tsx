import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { EditForm, type EditFormProps } from './EditForm';
import { TextField } from './textFields';

interface Values {
  name: string;
}
const LABELS = { name: 'Name' };
const schema = yup.object({ name: yup.string().required('Name is required') });
const refusal = (fieldErrors: Record<string, string[]>) => ({
  status: 422,
  message: 'Name has already been taken',
  fieldErrors,
});

function renderForm(props: Partial<EditFormProps<Values>> = {}) {
  const onSubmit = vi.fn(props.onSubmit ?? (async () => {}));
  const onCancel = vi.fn();
  render(
    <EditForm<Values>
      name="Edit thing"
      idPrefix="thing"
      initialValues={{ name: 'Old' }}
      labels={LABELS}
      validationSchema={schema}
      {...props}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <TextField name="name" required />
    </EditForm>,
  );
  return { onSubmit, onCancel, form: screen.getByRole('form', { name: 'Edit thing' }) };
}

describe('EditForm', () => {
  it('validates by the form’s own rules before anything is sent', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.clear(screen.getByLabelText(/Name/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the same values once, however often Save is pressed', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Old' }, { idempotencyKey: expect.any(String) });
  });

  it('puts a 422 on its field and anything else above the form, the input kept', async () => {
    const user = userEvent.setup();
    renderForm({
      onSubmit: async ({ name }) => {
        throw name === 'Taken' ? refusal({ name: ['has already been taken'] }) : new Error('x');
      },
    });
    await user.clear(screen.getByLabelText(/Name/));
    await user.type(screen.getByLabelText(/Name/), 'Taken');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name has already been taken')).toBeInTheDocument();
    expect(screen.getByLabelText(/Name/)).toHaveValue('Taken');

    await user.type(screen.getByLabelText(/Name/), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while fetching the data.',
    );
  });

  it('names its actions, in the order asked for', async () => {
    const user = userEvent.setup();
    const { form, onCancel } = renderForm({ submitLabel: 'Send invitation', cancelFirst: true });
    const names = within(form)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual(['Cancel', 'Send invitation']);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('keeps Cancel usable while a save runs, and classes its row', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const { form, onCancel, onSubmit } = renderForm({
      footerClassName: 'thing-actions',
      onSubmit: () => new Promise<void>((resolve) => (finish = resolve)),
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Save/ })).toHaveClass('ant-btn-loading'),
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(form.querySelector('.thing-actions')).toContainElement(
      screen.getByRole('button', { name: 'Cancel' }),
    );
    finish();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' })).not.toHaveClass('ant-btn-loading'),
    );
  });

  it('runs onSaved only while the merchant is still where the save started', async () => {
    // Rendered without an app: the window's location is the one followed.
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const finishes: Array<() => void> = [];
    renderForm({
      onSaved,
      onSubmit: () => new Promise<void>((resolve) => finishes.push(resolve)),
    });
    const start = window.location.pathname;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(finishes).toHaveLength(1));
    // The merchant leaves while the save runs; it finishes after.
    window.history.pushState({}, '', '/somewhere-else');
    finishes[0]!();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' })).not.toHaveClass('ant-btn-loading'),
    );
    expect(onSaved).not.toHaveBeenCalled();

    // Back where it started, a save that finishes there goes on to onSaved.
    window.history.pushState({}, '', start);
    await user.type(screen.getByLabelText(/Name/), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(finishes).toHaveLength(2));
    finishes[1]!();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved).toHaveBeenCalledWith(undefined, { name: 'Old!' });
  });
});
