import { render, screen } from '@testing-library/react';
import { Formik } from 'formik';
import { FormErrorAlert } from './FormErrorAlert';

const renderWithStatus = (status: object) =>
  render(
    <Formik initialValues={{}} initialStatus={status} onSubmit={() => {}}>
      <FormErrorAlert />
    </Formik>,
  );

describe('FormErrorAlert', () => {
  it('shows the refusal no field could take', async () => {
    renderWithStatus({ formError: 'You are not allowed to do this.' });
    // The alert's component loads with the first error (LazyAlert): wait for it, whether or not
    // an earlier test file in the same worker has loaded it already.
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do this.');
  });

  it('shows nothing while the refusals sit on fields', () => {
    renderWithStatus({ serverErrors: { name: { message: 'Name is taken', value: '"a"' } } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
