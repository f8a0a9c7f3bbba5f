/** The portal's release notes, newest first. The version link in the navigation opens them. */
export interface ChangelogEntry {
  version: string;
  date: string;
  changes: string[];
}

export const CHANGELOG: ChangelogEntry[] = [
  {
    version: '4.4.6',
    date: '2026-11-21',
    changes: [
      'New portal foundation: faster first load, every page loads on demand.',
      'Switch between your organisations from the header; the portal reloads its data for the organisation you pick.',
      'Side navigation shows the sections your role may use; restricted sections explain why they are disabled.',
      'Breadcrumbs on every page, condensed on small screens.',
      'Signing out in one tab signs you out in every tab.',
      'Dashboard figures (stock, open orders, unpaid invoices, unread messages) computed live for the active organisation.',
    ],
  },
  {
    version: '4.4.5',
    date: '2026-10-30',
    changes: [
      'Request signing on every call to protect your data in transit.',
      'Clearer messages when the service cannot be reached.',
    ],
  },
];
