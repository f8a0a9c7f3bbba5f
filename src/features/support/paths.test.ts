import { supportPaths } from './paths';

describe('supportPaths', () => {
  it('builds the addresses other features link to', () => {
    expect(supportPaths.chat('abc')).toBe('/support/chats/abc');
    expect(supportPaths.chat('abc', 3)).toBe('/support/chats/abc?page=3');
    expect(supportPaths.newChat()).toBe('/support/chats/new');
    expect(supportPaths.newChat(42)).toBe('/support/chats/new?order_id=42');
    expect(supportPaths.chatsWith({ order_id: 42 })).toBe('/support/chats?order_id=42');
    expect(supportPaths.chatsWith({ status: 'open', unread: true })).toBe(
      '/support/chats?status=open&unread=1',
    );
    expect(supportPaths.chatsWith({ type: 'general', q: 'pallet hire' })).toBe(
      '/support/chats?type=general&q=pallet+hire',
    );
  });
});
