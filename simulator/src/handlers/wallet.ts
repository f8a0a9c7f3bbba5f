import { http, HttpResponse } from 'msw';
import type { WalletTransactionsResponse } from '@/domain/contract';
import { newestLineFirst, readWalletQuery, walletSummary } from '../billing/walletQuery';
import { walletTransaction } from '../billing/views';
import { pageParams, paginate } from '../server-rules/body';
import { errors } from '../server-rules/errors';
import { withAuth, type Simulator } from '../server-rules/pipeline';

/**
 * The organisation's wallet (the `finance` marker): one page of its lines, newest first, with
 * the filters type, date_from/date_to and query, and beside every page the wallet itself
 * (balance, currency, last change), so the screen needs one request.
 */
export function walletHandlers(sim: Simulator) {
  const { store } = sim;
  return [
    http.get(
      '*/v1/wallets/transactions',
      withAuth(sim, { permission: 'finance' }, ({ url, request, organisation }) => {
        const query = readWalletQuery(url, request);
        if ('errors' in query) return errors.validation(query.errors);
        const mine = store.wallet_transactions.filter((t) => t.organisation_id === organisation.id);
        const rows = mine.filter(query.filter).sort(newestLineFirst).map(walletTransaction);
        const body: WalletTransactionsResponse = {
          ...paginate(rows, pageParams(url)),
          wallet: walletSummary(mine),
        };
        return HttpResponse.json(body);
      }),
    ),
  ];
}
