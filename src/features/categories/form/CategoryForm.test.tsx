import { App } from 'antd';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { CATALOGUE_MESSAGES } from '@/domain/catalogue/rules';
import { CategoryForm, type CategoryFormProps } from './CategoryForm';
import { EMPTY_CATEGORY } from './schema';

const parents = [
  { id: 1, name: 'Pantry', color: '#111111', parent_id: null },
  { id: 2, name: 'Snacks', color: '#222222', parent_id: 1 },
];

function renderForm(overrides: Partial<CategoryFormProps> = {}) {
  const onSubmit = vi.fn<CategoryFormProps['onSubmit']>().mockResolvedValue(undefined);
  render(
    <MemoryRouter>
      <App>
        <CategoryForm
          initialValues={EMPTY_CATEGORY}
          editingId={null}
          parents={parents}
          parentsLoading={false}
          submitLabel="Add Category"
          onSubmit={onSubmit}
          {...overrides}
        />
      </App>
    </MemoryRouter>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('CategoryForm', () => {
  it('says what is missing and sends nothing', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Color is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a colour that is not 3 or 6 hex digits, typed from the keyboard', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Pantry');
    await user.type(screen.getByLabelText('Color'), '#12345');
    await user.tab();
    expect(await screen.findByText(CATALOGUE_MESSAGES.hexColour)).toBeInTheDocument();
    expect(screen.getByLabelText('Color')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the name, the chosen parent and the colour', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByLabelText('Name'), '  Chips ');
    await user.click(screen.getByLabelText('Parent category'));
    await user.click(await screen.findByTitle('Pantry › Snacks'));
    await user.type(screen.getByLabelText('Color'), '#f80');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { name: 'Chips', parent_id: 2, color: '#f80' },
        { idempotencyKey: expect.any(String) },
      ),
    );
  });

  it('shows the server refusal on its field and keeps the input', async () => {
    const refusal = 'Parent category cannot be the category itself or one of its sub-categories';
    const onSubmit = vi.fn().mockRejectedValue({
      status: 422,
      message: refusal,
      fieldErrors: { parent_id: [refusal] },
    });
    const { user } = renderForm({
      onSubmit,
      editingId: 9,
      initialValues: { name: 'Chips', parent_id: 1, color: '#333' },
    });
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Chips');
  });

  it('shows a refusal no field can take above the form', async () => {
    const onSubmit = vi.fn().mockRejectedValue({ status: 403, message: 'Action Not Allowed!' });
    const { user } = renderForm({
      onSubmit,
      initialValues: { name: 'Chips', parent_id: null, color: '#333' },
    });
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Action Not Allowed!');
  });
});
