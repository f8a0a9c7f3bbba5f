import fc from 'fast-check';
import { escapeHtml } from './escapeHtml';

describe('escapeHtml', () => {
  it('writes the characters HTML gives meaning to as references', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&#60;a href=&#34;x&#34;&#62;Tom &#38; Jerry&#39;s&#60;/a&#62;',
    );
    expect(escapeHtml('plain text')).toBe('plain text');
  });

  it('leaves no markup character in any text, and reads back as the text', () => {
    const decode = (html: string) =>
      html.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
    fc.assert(
      fc.property(fc.string(), (text) => {
        const html = escapeHtml(text);
        expect(html).not.toMatch(/[<>"']/);
        expect(decode(html)).toBe(text);
      }),
    );
  });
});
