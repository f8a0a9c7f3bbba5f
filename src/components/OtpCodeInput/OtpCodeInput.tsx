import { Input, type InputRef } from 'antd';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react';
import {
  applyCodeInput,
  initialCodeInputState,
  type CodeInputAction,
  type CodeInputState,
} from '@/domain/auth/otp/codeInput';
import { OTP_LENGTH } from '@/domain/auth/otp/policy';
import './otpCodeInput.css';

export interface OtpCodeInputProps {
  /** Every change of the code, '' to six digits (gaps are left out). */
  onChange?: (code: string) => void;
  /** The moment the sixth digit lands: the code is verified then, without a button. */
  onComplete?: (code: string) => void;
  /** Change it to empty every box and focus the first one (after a failed verification). */
  resetKey?: number | string;
  disabled?: boolean;
  /** The group's accessible name. */
  label?: string;
  /** Marks the boxes invalid for assistive technology (e.g. while an error is shown). */
  invalid?: boolean;
  /** id of the element describing the boxes (an error or a hint). */
  describedBy?: string;
}

const BOXES = Array.from({ length: OTP_LENGTH }, (_, i) => i);

/**
 * Six single-digit boxes with the rules of src/domain/auth/otp/codeInput.ts. The focus moves in the event
 * handler itself, from the state the reducer returns, so fast typing never lands in a stale box.
 */
export function OtpCodeInput({
  onChange,
  onComplete,
  resetKey,
  disabled = false,
  label = 'Verification code',
  invalid = false,
  describedBy,
}: OtpCodeInputProps) {
  const [state, setState] = useState<CodeInputState>(initialCodeInputState);
  const latest = useRef(state);
  const inputs = useRef<(InputRef | null)[]>([]);

  const focusBox = useCallback((index: number) => {
    const input = inputs.current[index]?.input;
    input?.focus();
    input?.select();
  }, []);

  const apply = (action: CodeInputAction, moveFocus = true) => {
    const before = latest.current;
    const { state: next, changed, completed } = applyCodeInput(before, action);
    if (moveFocus) focusBox(next.focus);
    if (next === before) return;
    latest.current = next;
    setState(next);
    if (changed !== null) onChange?.(changed);
    if (completed !== null) onComplete?.(completed);
  };

  // A new resetKey (not the first render's) empties the boxes.
  const seenResetKey = useRef(resetKey);
  useEffect(() => {
    if (seenResetKey.current === resetKey) return;
    seenResetKey.current = resetKey;
    const fresh = initialCodeInputState();
    latest.current = fresh;
    setState(fresh);
    onChange?.('');
    focusBox(0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new key resets
  }, [resetKey]);

  // The first box takes the focus on mount. Disabled boxes cannot hold it, so it also
  // comes back to the current box when they are enabled again.
  useEffect(() => {
    if (!disabled) focusBox(latest.current.focus);
  }, [disabled, focusBox]);

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const moves = { Backspace: 'backspace', ArrowLeft: 'left', ArrowRight: 'right' } as const;
    const kind = moves[event.key as keyof typeof moves];
    if (!kind) return;
    event.preventDefault();
    apply(
      kind === 'backspace'
        ? { type: 'backspace', index }
        : { type: 'move', index, direction: kind },
    );
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    // The browser must never insert pasted text itself: the paste rule decides.
    event.preventDefault();
    apply({ type: 'paste', text: event.clipboardData.getData('text') });
  };

  return (
    <div className="otp-code-input" role="group" aria-label={label} aria-describedby={describedBy}>
      {BOXES.map((index) => (
        <Input
          key={index}
          ref={(el) => {
            inputs.current[index] = el;
          }}
          className="otp-code-input__box"
          value={state.digits[index]}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={invalid || undefined}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          disabled={disabled}
          onChange={(event) => apply({ type: 'input', index, value: event.target.value })}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste}
          onFocus={(event) => {
            event.target.select();
            apply({ type: 'focus', index }, false);
          }}
        />
      ))}
    </div>
  );
}
