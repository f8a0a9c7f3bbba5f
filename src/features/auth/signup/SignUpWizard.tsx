import type { StoredUser } from '@/domain/contract';
import { Wizard } from '@/components/wizard/Wizard';
import type { WizardOpening } from '@/components/wizard/useWizardDraft';
import { useAppDispatch } from '@/core/hooks';
import { sessionStarted } from '@/core/session/sessionSlice';
import { useSignUpMutation } from './api';
import { toSignUpRequest } from './request';
import { SignUpChecks } from './SignUpChecks';
import { SignUpNotices, StartOver } from './SignUpNotices';
import { SIGNUP_WIZARD } from './signUpSteps';
import type { SignUpValues } from './values';

interface SignUpWizardProps {
  opening: WizardOpening<SignUpValues>;
  onStartOver: () => void;
}

/**
 * The four-step sign-up on the wizard kit. "Let's Roll" creates the account; the new user comes
 * back signed in but unverified, the draft is cleared, and the session starts (the verification
 * dialog takes over from there).
 */
export function SignUpWizard({ opening, onStartOver }: SignUpWizardProps) {
  const { resumed } = opening.start;
  const dispatch = useAppDispatch();
  const [signUp] = useSignUpMutation();
  return (
    <Wizard<SignUpValues, StoredUser>
      {...SIGNUP_WIZARD}
      opening={opening}
      onSubmit={(values) => signUp(toSignUpRequest(values)).unwrap()}
      onDone={(user) => void dispatch(sessionStarted(user))}
      wrap={(children) => <SignUpChecks>{children}</SignUpChecks>}
      above={<SignUpNotices resumed={resumed} />}
      below={<StartOver resumed={resumed} onConfirm={onStartOver} />}
    />
  );
}
