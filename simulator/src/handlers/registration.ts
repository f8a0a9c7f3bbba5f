import { http } from 'msw';
import { TIERS, type Tier } from '@/domain/contract';
import { messages } from '@/domain/validation/rules';
import { newUser } from '../db/newUser';
import type { SimulatorStore } from '../db/store';
import { countryList } from '../lib/countries';
import { randomToken, stableUid } from '../lib/hash';
import { passwordFields } from '../server-rules/accounts';
import { str } from '../server-rules/body';
import { errors } from '../server-rules/errors';
import {
  collectErrors,
  emailProblem,
  normaliseEmail,
  phoneProblem,
  requiredText,
  websiteProblem,
} from '../server-rules/fields';
import { startCode } from '../server-rules/otpCodes';
import { withSignature, type Simulator } from '../server-rules/pipeline';
import { newPasswordProblems } from './password';
import { organisationNameTaken } from '../settings/organisationNames';
import { signedInAnswer } from './sessionAnswer';

export const TAKEN = {
  email: 'Email has already been taken',
  organisation: 'Organisation name has already been taken',
} as const;
export const ORGANISATION_NAME_MAX = 100;

export const emailTaken = (store: SimulatorStore, email: string, exceptUserId?: number) =>
  store.users.count((u) => u.id !== exceptUserId && u.email.toLowerCase() === email.toLowerCase()) >
  0;


/**
 * POST auth/ (public, signed): sign-up. Validates every field, creates the user (unverified),
 * the organisation and an active OWNER membership, mails the first 'user_signup' code and
 * answers like auth/sign_in.
 */
export function registrationHandlers(sim: Simulator) {
  const { store } = sim;
  const signUp = withSignature(sim, ({ body }) => {
    const email = normaliseEmail(str(body.email));
    const tier = str(body.tier);
    const organisationName = str(body.organisation_name);
    const country = str(body.country);

    const problems = collectErrors();
    problems.add('first_name', requiredText('First name', str(body.first_name)));
    problems.add('last_name', requiredText('Last name', str(body.last_name)));
    problems.add(
      'email',
      emailProblem('Email', email) ?? (emailTaken(store, email) ? TAKEN.email : null),
    );
    const { password } = newPasswordProblems(body, problems);
    if (body.terms_accepted !== true)
      problems.add('terms_accepted', 'Please accept terms and conditions');
    problems.add(
      'tier',
      !tier
        ? messages.required('Tier')
        : TIERS.includes(tier as Tier)
          ? null
          : `Tier must be one of the following values: ${TIERS.join(', ')}`,
    );
    problems.add(
      'organisation_name',
      requiredText('Organisation name', organisationName, ORGANISATION_NAME_MAX) ??
        (organisationNameTaken(store, organisationName) ? TAKEN.organisation : null),
    );
    problems.add(
      'legal_name',
      requiredText('Legal name', str(body.legal_name), ORGANISATION_NAME_MAX),
    );
    problems.add('website', websiteProblem('Website', str(body.website)));
    problems.add('phone', phoneProblem('Phone', str(body.phone)));
    problems.add(
      'country',
      !country
        ? messages.required('Country')
        : countryList().some((c) => c.value === country)
          ? null
          : 'Country is invalid',
    );
    const invalid = problems.result();
    if (invalid) return errors.validation(invalid);

    const now = sim.now();
    const createdAt = new Date(now).toISOString();
    const user = store.users.insert(
      newUser({
        email,
        first_name: str(body.first_name),
        last_name: str(body.last_name),
        ...passwordFields(password),
        created_at: createdAt,
      }),
    );
    const organisation = store.organisations.insert({
      uid: stableUid('organisation', `${organisationName}:${randomToken(8)}`),
      name: organisationName,
      legal_name: str(body.legal_name),
      website: str(body.website),
      phone: str(body.phone),
      tier: tier as Tier,
      company_email: email,
      tax_id: '',
      logo: null,
      address: { addressLine1: '', addressLine2: '', suburb: '', state: '', postcode: '', country },
      active_warehouse_id: null,
      created_at: createdAt,
    });
    store.memberships.insert({
      user_id: user.id,
      organisation_id: organisation.id,
      role: 'OWNER',
      status: 'active',
      created_at: createdAt,
    });
    startCode(store, user, 'user_signup', email, now);
    return signedInAnswer(store, user, now, organisation.id);
  });
  // devise_token_auth's registration path is `auth/` (the portal posts to 'auth/').
  return [http.post('*/v1/auth', signUp), http.post('*/v1/auth/', signUp)];
}
