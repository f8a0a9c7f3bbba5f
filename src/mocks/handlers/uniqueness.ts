import { http, HttpResponse } from 'msw';
import type { UniquenessResponse } from '@/api/contract';
import { readJson, str } from '../server-rules/body';
import { errors } from '../server-rules/errors';
import { emailProblem, normaliseEmail, requiredText } from '../server-rules/fields';
import { withSignature, type Simulator } from '../server-rules/pipeline';
import { emailTaken, ORGANISATION_NAME_MAX, organisationNameTaken, TAKEN } from './registration';

const answer = (taken: boolean, message: string) =>
  HttpResponse.json({
    data: { unique: !taken, message: taken ? message : null },
  } satisfies UniquenessResponse);

/**
 * The sign-up wizard's checks (public, signed): is this e-mail / organisation name free?
 * Case-insensitive, like the constraints POST auth/ enforces. A blank or malformed value is 422.
 */
export function uniquenessHandlers(sim: Simulator) {
  const { store } = sim;
  return [
    http.post(
      '*/v1/users/validate-uniqueness',
      withSignature(sim, async ({ request }) => {
        const email = normaliseEmail(str((await readJson(request)).email));
        const problem = emailProblem('Email', email);
        if (problem) return errors.validation({ email: [problem] });
        return answer(emailTaken(store, email), TAKEN.email);
      }),
    ),
    http.post(
      '*/v1/organisations/validate-uniqueness',
      withSignature(sim, async ({ request }) => {
        const name = str((await readJson(request)).name);
        const problem = requiredText('Name', name, ORGANISATION_NAME_MAX);
        if (problem) return errors.validation({ name: [problem] });
        return answer(organisationNameTaken(store, name), TAKEN.organisation);
      }),
    ),
  ];
}
