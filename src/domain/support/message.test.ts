import fc from 'fast-check';
import { MESSAGE_MAX_LENGTH, messageFits, storedLength, toMessageHtml } from './message';

/** Text HTML escaping leaves alone: no & < > " ' and no line breaks. */
const plainText = fc.string({ maxLength: 300 }).filter((t) => !/[&<>"'\r\n]/.test(t));
/** Text rich in what escaping lengthens, around the limit. */
const escapable = fc
  .array(fc.constantFrom('a', ' ', '<', '>', '&', '"', "'", '\n', '\r\n', 'é'), {
    maxLength: 6000,
  })
  .map((parts) => parts.join(''));

describe('storedLength', () => {
  it('is the length of the HTML the message is sent as', () => {
    fc.assert(
      fc.property(fc.string(), (text) => storedLength(text) === toMessageHtml(text).length),
    );
  });

  it('is never less than the trimmed text', () => {
    fc.assert(fc.property(fc.string(), (text) => storedLength(text) >= text.trim().length));
  });

  it('equals the trimmed text for text without characters HTML escapes', () => {
    fc.assert(fc.property(plainText, (text) => storedLength(text) === text.trim().length));
  });

  it('counts four more characters for every < and >', () => {
    fc.assert(
      fc.property(plainText, fc.nat({ max: 20 }), (text, n) => {
        const core = `x${text}x`;
        return storedLength(core + '<'.repeat(n)) === storedLength(core) + 4 * n;
      }),
    );
  });
});

describe('messageFits', () => {
  it('refuses exactly when the stored length is over the limit', () => {
    fc.assert(
      fc.property(
        escapable,
        (text) => messageFits(text) === storedLength(text) <= MESSAGE_MAX_LENGTH,
      ),
    );
  });

  it('refuses 4,200 typed characters that escape past 5,000', () => {
    const text = 'a<'.repeat(2100);
    expect(text.length).toBe(4200);
    expect(storedLength(text)).toBe(2100 * 5);
    expect(messageFits(text)).toBe(false);
    expect(messageFits('a'.repeat(MESSAGE_MAX_LENGTH))).toBe(true);
    expect(messageFits('a'.repeat(MESSAGE_MAX_LENGTH - 3) + '&')).toBe(false);
  });
});
