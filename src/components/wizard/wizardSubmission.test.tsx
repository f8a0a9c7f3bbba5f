import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import type { Submission } from '@/api/idempotency';
import { createDraftStore } from '@/lib/drafts/draftStore';
import { storage, StorageKeys } from '@/lib/storage';
import { wizardDriver } from '../../../tests/support/wizardDriver';
import { TextField } from '../form/textFields';
import { Wizard, useWizardGate } from './Wizard';
import type { WizardStart } from './useWizardDraft';
import type { WizardStep } from './wizardSteps';

/** How the wizard owns a submission's Idempotency-Key: one per input, kept in the draft. */
interface Values {
  name: string;
}
const EMPTY: Values = { name: '' };
const OWNER = 'u@o';
const store = createDraftStore<Values>({
  key: StorageKeys.supplierDraft,
  version: 1,
  steps: 2,
  empty: EMPTY,
  clean: (raw) => ({ name: String(raw.name ?? '') }),
});

type Taken = (name: string) => boolean;

/** A uniqueness check of the name (a first submit may have created it). */
function NameGate({ taken }: { taken: Taken }) {
  const { values } = useFormikContext<Values>();
  useWizardGate(0, async () => !taken(values.name));
  return null;
}

const STEPS: WizardStep<Values>[] = [
  {
    title: 'Who',
    fields: ['name'],
    schema: yup.object({ name: yup.string().required('Name is required') }),
    body: <TextField name="name" required />,
  },
  { title: 'Check', fields: [], schema: yup.object({}), body: <p>Ready to create.</p> },
];

function Page(props: { onSubmit: (v: Values, s: Submission) => Promise<unknown>; taken: Taken }) {
  // Opens like a page does (useWizardDraft): from the stored draft, with its key, if any.
  const [start] = useState<WizardStart<Values>>(() => {
    const stored = store.load(OWNER);
    return stored
      ? { ...stored, resumed: true }
      : { step: 0, values: EMPTY, resumed: false, trimmed: false };
  });
  const draft = { store, owner: OWNER };
  return (
    <Wizard<Values>
      id="key-wizard"
      label="Add keyed thing"
      steps={STEPS}
      // Mounted on every step, as the product wizard's SKU check is.
      wrap={(children) => (
        <>
          <NameGate taken={props.taken} />
          {children}
        </>
      )}
      opening={{ start, draft }}
      labels={{ name: 'Name' }}
      submitLabel="Create"
      onSubmit={props.onSubmit}
    />
  );
}

function open(
  onSubmit: (v: Values, s: Submission) => Promise<unknown>,
  taken: Taken = () => false,
) {
  const user = userEvent.setup();
  const view = render(<Page onSubmit={onSubmit} taken={taken} />);
  return { ...view, user, wizard: wizardDriver(user, 'Add keyed thing') };
}

const lost = () => Promise.reject({ status: 'FETCH_ERROR', message: 'The answer was lost' });
const keyOf = (call: unknown[]) => (call[1] as Submission).idempotencyKey;
const storedKey = () =>
  storage.get<{ submissionKey?: string }>(StorageKeys.supplierDraft)?.submissionKey;

describe('the wizard’s submission key', () => {
  beforeEach(() => store.clear());

  it('is the same for a retry, written to the draft before the request, and new after a change', async () => {
    const onSubmit = vi.fn((_values: Values, _submission: Submission) => {
      // Written before the request leaves.
      expect(storedKey()).toBe(_submission.idempotencyKey);
      return lost();
    });
    const { wizard, user } = open(onSubmit);
    await wizard.enter('Name', 'Ada');
    await wizard.next();
    await wizard.expectStep('Check');
    await wizard.submit('Create');
    expect(await screen.findByText('The answer was lost')).toBeInTheDocument();
    await wizard.submit('Create');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(keyOf(onSubmit.mock.calls[1]!)).toBe(keyOf(onSubmit.mock.calls[0]!));

    await wizard.back();
    await user.type(screen.getByLabelText('Name'), 'm');
    await wizard.next();
    await wizard.expectStep('Check');
    // The draft no longer carries the key of an input that is not there any more.
    await waitFor(() => expect(storedKey()).toBeUndefined());
    await wizard.submit('Create');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(3));
    expect(keyOf(onSubmit.mock.calls[2]!)).not.toBe(keyOf(onSubmit.mock.calls[0]!));
  });

  it('after a reload, sends the draft’s key again, past the gate that now finds the record', async () => {
    let created = false;
    const first = open(
      () => {
        created = true;
        return lost();
      },
      () => created,
    );
    await first.wizard.enter('Name', 'Ada');
    await first.wizard.next();
    await first.wizard.expectStep('Check');
    await first.wizard.submit('Create');
    expect(await screen.findByText('The answer was lost')).toBeInTheDocument();
    const sent = storedKey();
    expect(sent).toEqual(expect.any(String));
    first.unmount();

    const onSubmit = vi.fn(async () => 'made');
    const again = open(onSubmit, () => created);
    await again.wizard.step('Check');
    await again.wizard.submit('Create');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada' }, { idempotencyKey: sent });
    await waitFor(() => expect(storage.get(StorageKeys.supplierDraft)).toBeNull());
  });

  it('runs the gates again for another input, even after a failed submit', async () => {
    const taken = new Set<string>();
    const onSubmit = vi.fn((values: Values) => {
      taken.add(values.name);
      return lost();
    });
    const { wizard, user } = open(onSubmit, (name) => taken.has(name));
    await wizard.enter('Name', 'Ada');
    await wizard.next();
    await wizard.submit('Create');
    expect(await screen.findByText('The answer was lost')).toBeInTheDocument();
    await wizard.back();
    await user.type(screen.getByLabelText('Name'), 'm');
    await wizard.next();
    await wizard.expectStep('Check');
    // Someone else takes 'Adam' meanwhile: the submit's gate finds it and stays.
    taken.add('Adam');
    await wizard.submit('Create');
    expect(await wizard.step('Who')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
