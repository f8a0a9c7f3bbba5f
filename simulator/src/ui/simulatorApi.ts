import type { StorageStatus } from '../db/persistence/fallback';
import type { MailRecord } from '../db/schema';
import type {
  InvoicePaymentResponse,
  OpenInvoice,
  OpenInvoicesResponse,
  WarehouseOrderRequest,
  WarehouseOrderResponse,
  WarehouseReplyRequest,
  WarehouseReplyResponse,
} from '../handlers/simulator';

/**
 * The Simulator menu's calls to the simulator's own endpoints (outside /v1, unsigned).
 * `apiBase` is the API base without /v1, e.g. `${origin}/api` or http://localhost:8787.
 */
export type Mail = MailRecord;

const url = (apiBase: string, path: string) => `${apiBase.replace(/\/+$/, '')}/__simulator/${path}`;

/** POSTs `body` as JSON to one of the simulator's endpoints. */
const postJson = (apiBase: string, path: string, body: unknown) =>
  fetch(url(apiBase, path), {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The `data` of an action's answer; else rejects with its `error`, or with `failed` and the status. */
async function actionData<T>(response: Response, failed: string): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as { data?: T; error?: string };
  if (!response.ok || !body.data) throw new Error(body.error ?? `${failed} (${response.status})`);
  return body.data;
}

export async function fetchMailbox(apiBase: string): Promise<Mail[]> {
  const response = await fetch(url(apiBase, 'mailbox'), {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Mailbox request failed (${response.status})`);
  return ((await response.json()) as { data: Mail[] }).data;
}

export async function resetDemoData(apiBase: string): Promise<void> {
  const response = await fetch(url(apiBase, 'reset'), { method: 'POST' });
  if (!response.ok) throw new Error(`Reset failed (${response.status})`);
}

/**
 * The warehouse answers a support thread (`ticket_uid`), or the open thread of an organisation
 * touched last (`organisation_uid`). Resolves with the thread it answered.
 */
export async function sendWarehouseReply(
  apiBase: string,
  target: WarehouseReplyRequest,
): Promise<WarehouseReplyResponse['data']> {
  const response = await postJson(apiBase, 'warehouse-reply', target);
  if (response.status === 404) throw new Error('There is no open support thread to answer.');
  if (!response.ok) throw new Error(`The reply could not be sent (${response.status})`);
  return ((await response.json()) as WarehouseReplyResponse).data;
}

/**
 * The warehouse works on an order: receives an inbound one ('receive-inbound') or moves an
 * outbound one a step ('advance-order'). Rejects with the simulator's reason when it cannot.
 */
export async function warehouseOrderAction(
  apiBase: string,
  action: 'receive-inbound' | 'advance-order',
  target: WarehouseOrderRequest,
): Promise<WarehouseOrderResponse['data']> {
  const response = await postJson(apiBase, action, target);
  return actionData(response, 'The warehouse could not do it');
}

/** The invoices of an organisation still owing, soonest due first. */
export async function fetchOpenInvoices(
  apiBase: string,
  organisationUid: string,
): Promise<OpenInvoice[]> {
  const query = new URLSearchParams({ organisation_uid: organisationUid });
  const response = await fetch(url(apiBase, `invoices?${query}`), {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`The invoices could not be read (${response.status})`);
  return ((await response.json()) as OpenInvoicesResponse).data;
}

/** The accounts team records a payment of the invoice in full. Rejects with the reason. */
export async function payInvoice(
  apiBase: string,
  invoiceId: number,
): Promise<InvoicePaymentResponse['data']> {
  const response = await postJson(apiBase, 'pay-invoice', { invoice_id: invoiceId });
  return actionData(response, 'The invoice could not be paid');
}

/** Whether the demo data is stored in this browser, and what to tell about it when it is not. */
export async function fetchStorageStatus(apiBase: string): Promise<StorageStatus> {
  const response = await fetch(url(apiBase, 'storage'), {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Storage status request failed (${response.status})`);
  return (await response.json()) as StorageStatus;
}
