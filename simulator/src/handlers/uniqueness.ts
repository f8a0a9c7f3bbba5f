import { http } from 'msw';
import { uniquenessAnswer } from '../server-rules/answers';
import { str } from '../server-rules/body';
import { errors } from '../server-rules/errors';
import { requiredText } from '../server-rules/fields';
import { withSignature, type Simulator } from '../server-rules/pipeline';
import { withEmail } from '../server-rules/withEmail';
import { organisationNameTaken } from '../settings/organisationNames';
import { emailTaken, ORGANISATION_NAME_MAX, TAKEN } from './registration';

/**
 * The sign-up wizard's checks (public, signed): is this e-mail / organisation name free?
 * Case-insensitive, like the constraints POST auth/ enforces. A blank or malformed value is 422.
 */
export function uniquenessHandlers(sim: Simulator) {
  const { store } = sim;
  return [
    http.post(
      '*/v1/users/validate-uniqueness',
      withEmail(sim, (email) => uniquenessAnswer(emailTaken(store, email), TAKEN.email)),
    ),
    http.post(
      '*/v1/organisations/validate-uniqueness',
      withSignature(sim, ({ body }) => {
        const name = str(body.name);
        const problem = requiredText('Name', name, ORGANISATION_NAME_MAX);
        if (problem) return errors.validation({ name: [problem] });
        return uniquenessAnswer(organisationNameTaken(store, name), TAKEN.organisation);
      }),
    ),
  ];
}
