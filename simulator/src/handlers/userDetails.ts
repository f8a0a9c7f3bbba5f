import { http, HttpResponse } from 'msw';
import type { UpdateUserDetailsResponse, UserDetails, UserDetailsResponse } from '@/domain/contract';
import { PROFILE_FIELDS, PROFILE_LABELS } from '@/domain/profile/fields';
import { fieldMessages } from '@/domain/fields/registry';
import type { UserRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { str, type JsonBody } from '../server-rules/body';
import { errors } from '../server-rules/errors';
import {
  collectErrors,
  emailProblem,
  normaliseEmail,
  phoneProblem,
  requiredText,
  timeZoneProblem,
} from '../server-rules/fields';
import { otpRecordFor, startCode } from '../server-rules/otpCodes';
import { resolveOrganisation, withSession, type Simulator } from '../server-rules/pipeline';
import { adoptCurrentUid, type Authenticated } from '../server-rules/sessions';
import { emailTaken, TAKEN } from './registration';
import { userPayload } from './serializers';

export const DETAILS_MESSAGES = {
  saved: 'Your details have been saved.',
  changedNow: (email: string) => `Your e-mail address is now ${email}. We sent a code to ${email}.`,
  pending: (email: string) =>
    `We sent a code to ${email}. Your e-mail address changes once the code is verified.`,
  blocked: 'Too many codes were asked for: ask for a new one once the wait is over.',
  cancelled: 'The e-mail change has been cancelled.',
} as const;

const TEXT_FIELDS = ['first_name', 'last_name', 'phone', 'occupation', 'time_zone'] as const;

const L = PROFILE_LABELS;
const NAME_MAX = PROFILE_FIELDS.first_name.max;
const OCCUPATION_MAX = PROFILE_FIELDS.occupation.max;

/** Only the fields sent are checked (and changed): a PATCH. */
function validate(store: SimulatorStore, user: UserRecord, body: JsonBody) {
  const has = (field: string) => field in body;
  const text = (field: keyof typeof PROFILE_FIELDS) => str(body[field]);
  const problems = collectErrors();
  if (has('first_name'))
    problems.add('first_name', requiredText(L.first_name, text('first_name'), NAME_MAX));
  if (has('last_name'))
    problems.add('last_name', requiredText(L.last_name, text('last_name'), NAME_MAX));
  if (has('phone')) problems.add('phone', phoneProblem(L.phone, text('phone')));
  if (has('occupation') && text('occupation').length > OCCUPATION_MAX)
    problems.add('occupation', fieldMessages.maxLength(L.occupation, OCCUPATION_MAX));
  if (has('time_zone')) problems.add('time_zone', timeZoneProblem(L.time_zone, text('time_zone')));
  if (has('email')) {
    const email = normaliseEmail(text('email'));
    problems.add(
      'email',
      emailProblem(L.email, email) ?? (emailTaken(store, email, user.id) ? TAKEN.email : null),
    );
  }
  return problems.result();
}

/**
 * The e-mail change (contract: UpdateUserDetailsRequest). An unverified user's address changes
 * at once and a fresh sign-up code goes to it; a verified user's waits as pending_email until
 * the 'email_update' code mailed to the new address is verified. Asking for the current
 * address again cancels a waiting change. Returns the message, or null when nothing changed.
 */
function changeEmail(store: SimulatorStore, auth: Authenticated, email: string, now: number) {
  const { user } = auth;
  if (email === user.email.toLowerCase()) {
    if (!user.pending_email) return null;
    store.users.update(user.id, { pending_email: null });
    const waiting = otpRecordFor(store, user.id, 'email_update');
    if (waiting) store.otp_codes.update(waiting.id, { code_digest: null, expires_at: null });
    return DETAILS_MESSAGES.cancelled;
  }
  if (!user.user_verified) {
    store.users.update(user.id, { email, uid: email, pending_email: null });
    adoptCurrentUid(auth);
    const sent = startCode(store, user, 'user_signup', email, now);
    return sent ? DETAILS_MESSAGES.changedNow(email) : DETAILS_MESSAGES.blocked;
  }
  store.users.update(user.id, { pending_email: email });
  const sent = startCode(store, user, 'email_update', email, now);
  return sent ? DETAILS_MESSAGES.pending(email) : DETAILS_MESSAGES.blocked;
}

/** users/details: the signed-in user's profile (GET) and its changes (PATCH). */
export function userDetailsHandlers(sim: Simulator) {
  const { store } = sim;
  const organisationOf = (request: Request, auth: Authenticated) => {
    const scope = resolveOrganisation(store, request, auth);
    return { scope, organisationId: scope?.organisation.id ?? auth.session.organisation_id };
  };
  return [
    http.get(
      '*/v1/users/details',
      withSession(sim, ({ request, auth }) => {
        const { user } = auth;
        const { scope } = organisationOf(request, auth);
        const data: UserDetails = {
          uid: user.uid,
          email: user.email,
          pending_email: user.pending_email ?? null,
          first_name: user.first_name,
          last_name: user.last_name,
          phone: user.phone,
          occupation: user.occupation,
          time_zone: user.time_zone,
          role: scope?.membership.role ?? 'MEMBER',
          active: !!scope,
          user_verified: user.user_verified,
          profile_picture: null,
        };
        return HttpResponse.json({ data } satisfies UserDetailsResponse);
      }),
    ),

    http.patch(
      '*/v1/users/details',
      withSession(sim, ({ request, auth, body }) => {
        const invalid = validate(store, auth.user, body);
        if (invalid) return errors.validation(invalid);
        const patch = Object.fromEntries(
          TEXT_FIELDS.filter((f) => f in body).map((f) => [f, str(body[f])]),
        );
        store.users.update(auth.user.id, patch);
        const emailMessage =
          'email' in body
            ? changeEmail(store, auth, normaliseEmail(str(body.email)), sim.now())
            : null;
        const response: UpdateUserDetailsResponse = {
          message: emailMessage ?? DETAILS_MESSAGES.saved,
          data: userPayload(store, auth.user, organisationOf(request, auth).organisationId),
        };
        return HttpResponse.json(response);
      }),
    ),
  ];
}
