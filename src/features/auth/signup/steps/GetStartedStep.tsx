import { STABLE_SUFFIX, TextField } from '@/components/form/textFields';
import { checkNote, useSignUpWizard } from '../signUpContext';

/** Step 1: who is signing up. The address is checked for uniqueness as it is typed. */
export function GetStartedStep() {
  const { emailCheck } = useSignUpWizard();
  return (
    <>
      <div className="signup-row">
        <TextField name="first_name" required autoComplete="given-name" />
        <TextField name="last_name" required autoComplete="family-name" />
      </div>
      <TextField
        name="email"
        type="email"
        required
        autoComplete="email"
        suffix={STABLE_SUFFIX}
        note={checkNote(emailCheck)}
        hasFeedback
        extra="Your work address: we'll send a six-digit code to it to confirm it's yours."
      />
    </>
  );
}
