import type { StoredUser } from '@/api/contract';
import { Wizard } from '@/components/wizard/Wizard';
import type { DraftBinding, WizardStart } from '@/components/wizard/useWizardDraft';
import { useAppDispatch } from '@/core/hooks';
import { sessionStarted } from '@/core/session/sessionSlice';
import { useSignUpMutation } from './api';
import { signUpStatus, toSignUpRequest } from './request';
import { SignUpChecks } from './SignUpChecks';
import { SignUpNotices, StartOver } from './SignUpNotices';
import { SIGNUP_STEPS } from './signUpSteps';
import { FIELD_LABELS, type SignUpValues } from './values';

interface SignUpWizardProps {
  start: WizardStart<SignUpValues>;
  draft: DraftBinding<SignUpValues>;
  onStartOver: () => void;
}

/**
 * The four-step sign-up on the wizard kit. "Let's Roll" creates the account; the new user comes
 * back signed in but unverified, the draft is cleared, and the session starts (the verification
 * dialog takes over from there).
 */
export function SignUpWizard({ start, draft, onStartOver }: SignUpWizardProps) {
  const dispatch = useAppDispatch();
  const [signUp] = useSignUpMutation();
  return (
    <Wizard<SignUpValues, StoredUser>
      id="signup"
      label="Sign up"
      steps={SIGNUP_STEPS}
      start={start}
      labels={FIELD_LABELS}
      toStatus={signUpStatus}
      submitLabel="Let's Roll"
      onSubmit={(values) => signUp(toSignUpRequest(values)).unwrap()}
      onDone={(user) => void dispatch(sessionStarted(user))}
      draft={draft}
      wrap={(children) => <SignUpChecks>{children}</SignUpChecks>}
      above={<SignUpNotices resumed={start.resumed} />}
      below={<StartOver resumed={start.resumed} onConfirm={onStartOver} />}
    />
  );
}
