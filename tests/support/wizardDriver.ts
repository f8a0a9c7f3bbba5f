import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Drives any wizard built on the kit (components/wizard) as a person does: by its form name, its
 * step headings and its Back, Next and submit buttons. Every wizard test uses it.
 */
export function wizardDriver(user: UserEvent, formName: string | RegExp, level: 2 | 3 = 2) {
  const form = () => screen.getByRole('form', { name: formName });
  const button = (name: string | RegExp) =>
    // Exact names: a button that has finished loading carries no 'loading' in its name.
    within(form()).findByRole('button', { name });

  /** Waits for the step and checks focus moved to its heading (keyboard users land there). */
  async function expectStep(title: string) {
    const heading = await screen.findByRole('heading', { level, name: title });
    await waitFor(() => expect(heading).toHaveFocus());
    return heading;
  }

  return {
    form,
    /** The step heading, once shown. */
    step: (title: string) => screen.findByRole('heading', { level, name: title }),
    expectStep,
    /** Waits for the Review step and checks it shows each of `texts` (the answers given). */
    async expectReview(texts: readonly string[]) {
      await expectStep('Review');
      for (const text of texts) expect(screen.getByText(text)).toBeInTheDocument();
    },
    next: async () => user.click(await button('Next')),
    back: async () => user.click(await button('Back')),
    submit: async (label: string | RegExp) => user.click(await button(label)),
    /** Pastes text into a field found by its label: one change per field keeps long forms fast. */
    async enter(label: string, text: string) {
      // The page may still be loading: wait for the form, then for the field.
      const shown = await screen.findByRole('form', { name: formName });
      const field = await within(shown).findByLabelText(label, { exact: true });
      await user.click(field);
      await user.paste(text);
      return field;
    },
    /** Picks an option of an antd Select by typing and clicking it. */
    async choose(label: string, option: string) {
      await user.click(within(form()).getByLabelText(label, { exact: true }));
      await user.keyboard(option);
      await user.click(await screen.findByTitle(option));
    },
    /** The step indicator names every step. */
    stepNames: (titles: readonly string[]) =>
      titles.forEach((t) => expect(screen.getAllByText(t).length).toBeGreaterThan(0)),
  };
}

export type WizardDriver = ReturnType<typeof wizardDriver>;
