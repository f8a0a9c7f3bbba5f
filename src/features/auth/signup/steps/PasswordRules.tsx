import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';
import { PASSWORD_MIN_LENGTH } from '@/domain/validation/password';

const RULES = [
  {
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    met: (p: string) => p.length >= PASSWORD_MIN_LENGTH,
  },
  { label: 'A letter and a number', met: (p: string) => /[A-Za-z]/.test(p) && /\d/.test(p) },
];

/** The password rule as a live checklist, so nobody has to guess it from an error. */
export function PasswordRules({ password }: { password: string }) {
  return (
    <ul className="signup-rules" aria-label="Password requirements">
      {RULES.map((rule) => {
        const met = rule.met(password);
        return (
          <li key={rule.label} className={met ? 'signup-rules__met' : undefined}>
            {met ? <CheckCircleFilled aria-hidden /> : <MinusCircleOutlined aria-hidden />}{' '}
            {rule.label}
            <span className="visually-hidden">{met ? ' (done)' : ' (not yet)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
