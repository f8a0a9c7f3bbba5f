import { humanizeSegment, pageTitle } from './pageTitle';

describe('pageTitle', () => {
  it.each([
    ['/space/products/12/summary', 'Products'],
    ['/space/products', 'Products'],
    ['/settings/billing', 'Billing'],
    ['/settings/organisation/5/team/members', 'Organisation'],
    ['/dashboard', 'Dashboard'],
    ['/404', '404'],
    ['/not-allowed', 'Not Allowed'],
    ['/reports/products/inventory', 'Products'],
    ['/support/chats/7', 'Chats'],
    ['/auth/magic_sign_in', 'Magic Sign In'],
  ])('%s → %s', (path, title) => {
    expect(pageTitle(path)).toBe(title);
  });

  it("appends ' Orders' under /orders", () => {
    expect(pageTitle('/orders/inbound/5/summary')).toBe('Inbound Orders');
    expect(pageTitle('/orders/draft')).toBe('Draft Orders');
    expect(pageTitle('/orders/returns')).toBe('Returns Orders');
  });

  it('does not double the word for the bare /orders path', () => {
    expect(pageTitle('/orders')).toBe('Orders');
  });

  it('ignores query, hash and trailing slashes', () => {
    expect(pageTitle('/support/chats?page=2')).toBe('Chats');
    expect(pageTitle('/dashboard/#top')).toBe('Dashboard');
  });

  it('names the root path Home', () => {
    expect(pageTitle('/')).toBe('Home');
  });
});

describe('humanizeSegment', () => {
  it('capitalises each hyphen-separated word', () => {
    expect(humanizeSegment('stock-movement')).toBe('Stock Movement');
    expect(humanizeSegment('email-preferences')).toBe('Email Preferences');
  });

  it('decodes escapes and tolerates malformed ones', () => {
    expect(humanizeSegment('a%20b')).toBe('A B');
    expect(humanizeSegment('%E0%A4%A')).toBe('%E0%A4%A');
  });
});
