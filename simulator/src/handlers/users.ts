import { http } from 'msw';
import { requireFields, str } from '../server-rules/body';
import { errors } from '../server-rules/errors';
import { activeMembership, withAuth, withSession, type Simulator } from '../server-rules/pipeline';
import { userAnswer } from './sessionAnswer';

/** users/me and the organisation switch. */
export function userHandlers(sim: Simulator) {
  const { store } = sim;
  return [
    http.get(
      '*/v1/users/me',
      withAuth(sim, {}, ({ auth, organisation }) => userAnswer(store, auth.user, organisation.id)),
    ),

    // Only a session is needed, not membership of the header's organisation: a user removed
    // from the current organisation must still be able to switch to another one.
    http.post(
      '*/v1/users/switch-organisation',
      withSession(sim, ({ auth, body }) => {
        const missing = requireFields(body, ['organisation_uid']);
        if (missing) return errors.validation(missing);
        const target = store.organisations.find((o) => o.uid === str(body.organisation_uid));
        if (!target || !activeMembership(store, auth.user.id, target.id)) return errors.notFound();
        store.sessions.update(auth.session.id, { organisation_id: target.id });
        return userAnswer(store, auth.user, target.id);
      }),
    ),
  ];
}
