import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { createDraftStore } from '@/lib/drafts/draftStore';
import { storage, StorageKeys } from '@/lib/storage';
import { wizardDriver } from '../../../tests/support/wizardDriver';
import { TextField } from '../form/textFields';
import { Wizard, useWizardGate, type WizardProps } from './Wizard';
import type { WizardStep } from './wizardSteps';

interface Values {
  name: string;
  city: string;
}
const EMPTY: Values = { name: '', city: '' };
const LABELS = { name: 'Name', city: 'City' };
const store = createDraftStore<Values>({
  key: StorageKeys.supplierDraft,
  version: 1,
  steps: 2,
  empty: EMPTY,
  clean: (raw) => ({ name: String(raw.name ?? ''), city: String(raw.city ?? '') }),
});

function CityGate({ allow }: { allow: () => boolean }) {
  useWizardGate(1, async () => allow());
  return null;
}

const steps = (allowCity = () => true): WizardStep<Values>[] => [
  {
    title: 'Who',
    fields: ['name'],
    schema: yup.object({ name: yup.string().required('Name is required') }),
    body: <TextField name="name" required />,
  },
  {
    title: 'Where',
    fields: ['city'],
    schema: yup.object({ city: yup.string().required('City is required') }),
    body: (
      <>
        <TextField name="city" required />
        <CityGate allow={allowCity} />
      </>
    ),
  },
];

type OwnProps = 'steps' | 'initialValues' | 'labels' | 'submitLabel';

/** The wizard under test with this file's steps, values and labels; each test adds the rest. */
function TestWizard<R = unknown>({
  allowCity,
  ...props
}: Omit<WizardProps<Values, R>, OwnProps | 'id' | 'label'> &
  Partial<Pick<WizardProps<Values, R>, 'id' | 'label'>> & { allowCity?: () => boolean }) {
  return (
    <Wizard<Values, R>
      id="test-wizard"
      label="Add thing"
      steps={steps(allowCity)}
      initialValues={EMPTY}
      labels={LABELS}
      submitLabel="Create"
      {...props}
    />
  );
}

function setup(onSubmit: (v: Values) => Promise<unknown>, allowCity?: () => boolean) {
  const user = userEvent.setup();
  const onDone = vi.fn();
  render(
    <TestWizard
      allowCity={allowCity}
      onSubmit={onSubmit}
      onDone={onDone}
      draft={{ store, owner: 'u@o' }}
    />,
  );
  return { user, onDone, wizard: wizardDriver(user, 'Add thing') };
}

describe('Wizard', () => {
  it('names every step, validates only the current one on Next and never on Back', async () => {
    const { wizard } = setup(async () => undefined);
    wizard.stepNames(['Who', 'Where']);
    await wizard.next();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.queryByText('City is required')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());

    await wizard.enter('Name', 'Ada');
    await wizard.next();
    await wizard.expectStep('Where');
    expect(screen.queryByText('City is required')).not.toBeInTheDocument();
    await wizard.back();
    expect(await wizard.step('Who')).toBeInTheDocument();
    expect(screen.queryByText('City is required')).not.toBeInTheDocument();
  });

  it('submits once however often the button is pressed, then clears the draft', async () => {
    let calls = 0;
    let release = () => {};
    const { user, wizard, onDone } = setup(
      () =>
        new Promise((resolve) => {
          calls += 1;
          release = () => resolve('made');
        }),
    );
    await wizard.enter('Name', 'Ada');
    await wizard.next();
    await wizard.expectStep('Where');
    await wizard.enter('City', 'Perth');
    await waitFor(() => expect(storage.get(StorageKeys.supplierDraft)).not.toBeNull());

    await wizard.submit('Create');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: /Create$/ }));
    release();
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith('made', { name: 'Ada', city: 'Perth' }),
    );
    expect(calls).toBe(1);
    expect(storage.get(StorageKeys.supplierDraft)).toBeNull();
  });

  it('puts a server refusal on its field and returns to the first step holding one', async () => {
    const refusal = {
      status: 422,
      message: 'Name has already been taken',
      fieldErrors: { name: ['has already been taken'] },
    };
    const { wizard } = setup(() => Promise.reject(refusal));
    await wizard.enter('Name', 'Ada');
    await wizard.next();
    await wizard.enter('City', 'Perth');
    await wizard.submit('Create');

    expect(await wizard.step('Who')).toBeInTheDocument();
    expect(await screen.findByText('Name has already been taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a refusal no field can take above the form', async () => {
    const { wizard } = setup(() => Promise.reject({ status: 403, message: 'Action Not Allowed!' }));
    await wizard.enter('Name', 'Ada');
    await wizard.next();
    await wizard.enter('City', 'Perth');
    await wizard.submit('Create');
    expect(await screen.findByRole('alert')).toHaveTextContent('Action Not Allowed!');
    expect(screen.getByRole('heading', { name: 'Where' })).toBeInTheDocument();
  });

  it('stays on a step whose gate refuses, on Next and on submit', async () => {
    let allow = false;
    const onSubmit = vi.fn(async () => undefined);
    const { wizard } = setup(onSubmit, () => allow);
    await wizard.enter('Name', 'Ada');
    await wizard.next();
    await wizard.enter('City', 'Perth');
    await wizard.submit('Create');
    expect(onSubmit).not.toHaveBeenCalled();
    allow = true;
    await wizard.submit('Create');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('shows the steps that follow the submit in the indicator and the count', async () => {
    render(
      <TestWizard
        id="later-wizard"
        label="Add later thing"
        onSubmit={async () => undefined}
        laterSteps={['Print']}
      />,
    );
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Print')).toBeInTheDocument();
  });

  it('keeps Back and Cancel usable while a submit hangs, and never runs onDone once the merchant has left', async () => {
    // Rendered without an app: the window's location is the one followed.
    const user = userEvent.setup();
    const onDone = vi.fn();
    const onCancel = vi.fn(() => window.history.pushState({}, '', '/things'));
    let finish: (value: string) => void = () => {};
    const start = window.location.pathname;
    render(
      <TestWizard<string>
        id="hang-wizard"
        label="Add hung thing"
        onSubmit={() => new Promise<string>((resolve) => (finish = resolve))}
        onDone={onDone}
        onCancel={onCancel}
        draft={{ store, owner: 'u@o' }}
      />,
    );
    const wizard = wizardDriver(user, 'Add hung thing');
    await wizard.enter('Name', 'Ada');
    await wizard.next();
    await wizard.enter('City', 'Perth');
    await wizard.submit('Create');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Create$/ })).toHaveClass('ant-btn-loading'),
    );

    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    await wizard.back();
    expect(await wizard.step('Who')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);

    expect(storage.get(StorageKeys.supplierDraft)).not.toBeNull();
    finish('made');
    // The record exists: its draft goes; but the merchant has left, so no toast or navigation.
    await waitFor(() => expect(storage.get(StorageKeys.supplierDraft)).toBeNull());
    expect(onDone).not.toHaveBeenCalled();
    window.history.pushState({}, '', start);
  });
});
