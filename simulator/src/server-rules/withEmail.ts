import { str } from './body';
import { errors } from './errors';
import { emailProblem, normaliseEmail } from './fields';
import { withSignature, type SignedContext, type Simulator } from './pipeline';

/**
 * withSignature for a public endpoint that takes an e-mail address (`email` in the body): the
 * resolver gets it trimmed and lower-cased, or the answer is the 422 refusing a blank or
 * malformed one.
 */
export function withEmail(
  sim: Simulator,
  resolver: (email: string, ctx: SignedContext) => Response | Promise<Response>,
) {
  return withSignature(sim, (ctx) => {
    const email = normaliseEmail(str(ctx.body.email));
    const problem = emailProblem('Email', email);
    if (problem) return errors.validation({ email: [problem] });
    return resolver(email, ctx);
  });
}
