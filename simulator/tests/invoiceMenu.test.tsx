import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { InvoicePayment, invoiceOnScreen } from '@simulator/ui/InvoicePayment';
import { runSimulatorServer } from '@simulator/testing/helpers';

const getStore = runSimulatorServer();
const API = 'http://localhost:3000/api';

afterEach(() => localStorage.clear());

const signedInTo = (organisationUid: string) =>
  localStorage.setItem('KS_user', JSON.stringify({ x_organisation_uid: organisationUid }));

describe("the Simulator menu's 'Pay an invoice'", () => {
  it('pays the invoice open on screen and says so; it is then no longer offered', async () => {
    const store = getStore();
    const organisation = store.organisations.all()[0]!;
    signedInTo(organisation.uid);
    const owing = store.invoices
      .filter((i) => i.organisation_id === organisation.id && i.balance > 0)
      .sort((a, b) => a.due_date.localeCompare(b.due_date));
    const target = owing.at(-1)!;
    expect(invoiceOnScreen(`/settings/billing/${target.id}/summary`)).toBe(target.id);
    const user = userEvent.setup();
    render(
      <InvoicePayment apiBase={API} currentPath={() => `/settings/billing/${target.id}/summary`} />,
    );
    const choice = await screen.findByRole('combobox', { name: 'Invoice to pay' });
    await waitFor(() =>
      expect(choice.closest('.ant-select')).toHaveTextContent(target.document_number),
    );
    await user.click(screen.getByRole('button', { name: 'Pay an invoice' }));
    expect(await screen.findByText(`${target.document_number} is now Paid`)).toBeInTheDocument();
    expect(store.invoices.get(target.id)).toMatchObject({ status: 'paid', balance: 0 });
    // The list is read again: the soonest due of the rest is chosen now.
    await waitFor(() =>
      expect(choice.closest('.ant-select')).toHaveTextContent(owing[0]!.document_number),
    );
  });

  it('says when every invoice is paid, and asks to sign in when no one is', async () => {
    const store = getStore();
    const organisation = store.organisations.all()[0]!;
    for (const invoice of store.invoices.filter((i) => i.organisation_id === organisation.id))
      store.invoices.update(invoice.id, { balance: 0, status: 'paid' });
    signedInTo(organisation.uid);
    const { unmount } = render(<InvoicePayment apiBase={API} currentPath={() => '/dashboard'} />);
    expect(await screen.findByText('Every invoice is paid.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay an invoice' })).not.toBeInTheDocument();
    unmount();
    localStorage.clear();
    render(<InvoicePayment apiBase={API} currentPath={() => '/dashboard'} />);
    expect(screen.getByText("Sign in to pay your organisation's invoices.")).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Invoice to pay' })).not.toBeInTheDocument();
  });
});
