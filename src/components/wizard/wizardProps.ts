import type { ReactNode } from 'react';
import type { Submission } from '@/api/idempotency';
import type { FormStatus } from '../form/serverErrors';
import type { DraftBinding, WizardOpening, WizardStart } from './useWizardDraft';
import type { WizardStep } from './wizardSteps';

export interface WizardProps<V extends object, R = unknown> {
  /** Prefix of every id inside (unique on the page). */
  id: string;
  /** The form's accessible name: 'Add product'. */
  label: string;
  steps: readonly WizardStep<V>[];
  /** Where it starts and where its draft goes, from useWizardDraft. */
  opening?: WizardOpening<V>;
  /** Where it starts (values, step, resumed) without a draft; or the three props below. */
  start?: WizardStart<V>;
  initialValues?: V;
  initialStep?: number;
  /** The resource's field labels: server messages are put on fields by them. */
  labels: Readonly<Record<string, string>>;
  /**
   * Maps a server key to the form field showing it (aliases); undefined drops it. By default a
   * nested key lands on its top-level field ('products[0].quantity' → 'products').
   */
  fieldOf?: (serverKey: string) => string | undefined;
  /** Turns a refusal into form status, when the resource needs more than the labels. */
  toStatus?: (error: unknown, values: V) => FormStatus;
  masked?: readonly string[];
  submitLabel: string;
  /**
   * Runs once however often the button is clicked or Enter pressed; throws when refused. The
   * submission's Idempotency-Key goes with the request (`{ ...submission }`): kept in the draft,
   * the same for a retry (after a reload too) until the values change.
   */
  onSubmit: (values: V, submission: Submission) => Promise<R>;
  /**
   * After a successful submit, once the draft is gone: a toast, a navigation. Run only while the
   * merchant is still where the submit started (Cancel stays usable while it runs).
   */
  onDone?: (result: R, values: V) => void | Promise<void>;
  onCancel?: () => void;
  draft?: DraftBinding<V>;
  /** A resumed draft is kept even before the first change. */
  resumed?: boolean;
  /** Heading level of the step titles (the page's h1 sits above). */
  headingLevel?: 2 | 3;
  /** Inside the form context, above the step (notices that read the values). */
  above?: ReactNode;
  /** Inside the form context, below the actions. */
  below?: ReactNode;
  /** Wraps the steps in providers that need formik (a form-wide uniqueness check). */
  wrap?: (children: ReactNode) => ReactNode;
  /** Shown under the form: where the draft lives. */
  draftNote?: ReactNode;
  /**
   * Titles of steps that follow the submit (the inbound order's Print, shown by the page once
   * the record exists): the indicator and the count include them, the form never reaches them.
   */
  laterSteps?: readonly string[];
}

/**
 * What a wizard is, declared beside its steps: its name, its steps, the resource's labels (where
 * a server refusal lands) and its submit button. The page adds where it opens and what submitting
 * does.
 */
export type WizardDefinition<V extends object> = Pick<
  WizardProps<V>,
  'id' | 'label' | 'steps' | 'labels' | 'fieldOf' | 'toStatus' | 'submitLabel' | 'headingLevel'
>;
