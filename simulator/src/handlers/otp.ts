import { http, HttpResponse } from 'msw';
import type { OtpSendResponse, OtpType, OtpVerifyResponse } from '@/domain/contract';
import type { OtpCodeRecord, UserRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import {
  passesBotCheck,
  RECAPTCHA_FAILED_MESSAGE,
  type BotCheckAction,
} from '../server-rules/botCheck';
import { str, type JsonBody } from '../server-rules/body';
import { errors } from '../server-rules/errors';
import { collectErrors, normaliseEmail } from '../server-rules/fields';
import {
  checkCode,
  countResend,
  ensureOtpRecord,
  finishOtp,
  isBlocked,
  isLive,
  otpDetails,
  resendRefusal,
  sendNewCode,
  settleBlock,
} from '../server-rules/otpCodes';
import { withSignature, type SignedContext, type Simulator } from '../server-rules/pipeline';
import { adoptCurrentUid, withAuthHeaders, type Authenticated } from '../server-rules/sessions';
import { emailTaken, TAKEN } from './registration';
import { optionalSession } from './sessionAnswer';
import { userPayload } from './serializers';

export const OTP_MESSAGES = {
  sent: (email: string) => `We sent a code to ${email}.`,
  resent: (email: string) => `A new code has been sent to ${email}.`,
  tooSoon: 'Please wait before asking for another code.',
  limit: 'Too many attempts. Please try again later.',
  invalid: 'The code is invalid. Please try again.',
  expired: 'The code has expired. Please request a new one.',
  verified: 'Your e-mail address is verified.',
  emailUpdated: 'Your e-mail address has been updated.',
} as const;

const OTP_TYPES: OtpType[] = ['user_signup', 'email_update'];

interface OtpRequest {
  body: JsonBody;
  auth: Authenticated | null;
  user: UserRecord;
  type: OtpType;
  email: string;
  record: OtpCodeRecord;
}

/**
 * The request's bot check and one-time-code context (otpable_type, otp_type, uid, email), checked
 * against the user: the signed-in one when a session is sent, else the user the uid names.
 * Answers a refusal, or the parsed request.
 */
function readOtpRequest(
  { sim, request, body }: SignedContext,
  action: BotCheckAction,
): Response | OtpRequest {
  const { store } = sim;
  const auth = optionalSession(store, request, sim.now());
  if (auth === 'invalid') return errors.unauthenticated();
  if (!passesBotCheck(body.recaptcha_token, action))
    return errors.coded(422, 'RECAPTCHA_FAILED', RECAPTCHA_FAILED_MESSAGE);

  const type = str(body.otp_type) as OtpType;
  const uid = str(body.uid).toLowerCase();
  const email = normaliseEmail(str(body.email));
  const problems = collectErrors();
  if (str(body.otpable_type) !== 'user')
    problems.add('otpable_type', 'Otpable type must be one of the following values: user');
  if (!OTP_TYPES.includes(type))
    problems.add(
      'otp_type',
      `Otp type must be one of the following values: ${OTP_TYPES.join(', ')}`,
    );
  if (!uid) problems.add('uid', 'Uid is required');
  if (!email) problems.add('email', 'Email is required');
  const invalid = problems.result();
  if (invalid) return errors.validation(invalid);

  const user = auth ? auth.user : store.users.find((u) => u.uid.toLowerCase() === uid);
  if (!user) return errors.validation({ uid: ['Uid is invalid'] });
  if (user.uid.toLowerCase() !== uid)
    return errors.validation({ uid: ['Uid does not match the signed-in user'] });
  if (type === 'user_signup' && user.user_verified)
    return errors.validation({ otp_type: ['Email address is already verified'] });
  if (type === 'email_update' && !user.pending_email)
    return errors.validation({ email: ['No e-mail change is waiting for a code'] });
  const expected = type === 'user_signup' ? user.email : user.pending_email!;
  if (email !== expected.toLowerCase())
    return errors.validation({ email: ['Email does not match the address being verified'] });
  const record = ensureOtpRecord(store, user, type);
  settleBlock(store, record, sim.now());
  return { body, auth, user, type, email: expected, record };
}

/** Devise answers with the session's headers whenever one was sent. */
const withSessionHeaders = (response: Response, auth: Authenticated | null) =>
  auth ? withAuthHeaders(response, auth.headers) : response;

function sentAnswer(message: string, record: OtpCodeRecord, now: number) {
  const body: OtpSendResponse = { message, data: { otp_code_details: otpDetails(record, now) } };
  return HttpResponse.json(body);
}

const refusal = (
  code: 'OTP_LIMIT_REACHED' | 'OTP_RESEND_TOO_SOON',
  record: OtpCodeRecord,
  now: number,
) =>
  errors.coded(
    429,
    code,
    code === 'OTP_LIMIT_REACHED' ? OTP_MESSAGES.limit : OTP_MESSAGES.tooSoon,
    {
      otp_code_details: otpDetails(record, now),
    },
  );

/** The verified code's effect: the account is verified, or the new address replaces the old. */
function applyVerified(store: SimulatorStore, req: OtpRequest): Response | string {
  const { user, type, auth } = req;
  if (type === 'user_signup') {
    store.users.update(user.id, { user_verified: true });
    return OTP_MESSAGES.verified;
  }
  if (emailTaken(store, req.email, user.id)) return errors.validation({ email: [TAKEN.email] });
  store.users.update(user.id, { email: req.email, uid: req.email, pending_email: null });
  if (auth) adoptCurrentUid(auth);
  return OTP_MESSAGES.emailUpdated;
}

/** POST otp_codes/send | resend | verify (signed; the session when there is one). */
export function otpHandlers(sim: Simulator) {
  const { store } = sim;
  /** Reads the request; every answer after that carries the session's headers. */
  const otpRoute = (action: BotCheckAction, answer: (req: OtpRequest, now: number) => Response) =>
    withSignature(sim, (ctx) => {
      const req = readOtpRequest(ctx, action);
      if (req instanceof Response) return req;
      return withSessionHeaders(answer(req, sim.now()), req.auth);
    });

  return [
    http.post(
      '*/v1/otp_codes/send',
      otpRoute('resendOTP', (req, now) => {
        // A live code is not sent again: a reload keeps the same code, countdown and timer.
        if (!isLive(req.record, now, req.email)) {
          if (isBlocked(req.record, now)) return refusal('OTP_LIMIT_REACHED', req.record, now);
          sendNewCode(store, req.record, req.user, req.email, now);
        }
        return sentAnswer(OTP_MESSAGES.sent(req.email), req.record, now);
      }),
    ),

    http.post(
      '*/v1/otp_codes/resend',
      otpRoute('resendOTP', (req, now) => {
        const refused = resendRefusal(store, req.record, now);
        if (refused) return refusal(refused, req.record, now);
        countResend(store, req.record, now);
        sendNewCode(store, req.record, req.user, req.email, now);
        return sentAnswer(OTP_MESSAGES.resent(req.email), req.record, now);
      }),
    ),

    http.post(
      '*/v1/otp_codes/verify',
      otpRoute('verifyOTP', (req, now) => {
        const outcome = checkCode(store, req.record, req.email, str(req.body.otp_code), now);
        if (outcome !== 'ok') {
          const message = outcome === 'OTP_INVALID' ? OTP_MESSAGES.invalid : OTP_MESSAGES.expired;
          return errors.coded(422, outcome, message);
        }
        const applied = applyVerified(store, req);
        if (applied instanceof Response) return applied;
        finishOtp(store, req.record);
        const organisationId = req.auth?.session.organisation_id ?? null;
        const body: OtpVerifyResponse = {
          message: applied,
          data: userPayload(store, req.user, organisationId),
        };
        return HttpResponse.json(body);
      }),
    ),
  ];
}
