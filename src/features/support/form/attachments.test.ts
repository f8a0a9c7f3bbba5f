import fc from 'fast-check';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MESSAGES,
  attachmentProblem,
  attachmentType,
} from '@/domain/contract';
import { pickAttachments } from './attachments';

const MB = 1024 * 1024;

/** A File whose size is claimed without allocating it. */
function fakeFile(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const ACCEPTED: [string, string][] = [
  ['slip.pdf', 'application/pdf'],
  ['photo.jpg', 'image/jpeg'],
  ['photo.JPEG', 'image/jpeg'],
  ['box.png', 'image/png'],
  ['spin.gif', 'image/gif'],
  ['shelf.webp', 'image/webp'],
  ['scan.pdf', ''],
  ['scan.png', 'application/octet-stream'],
];

describe('attachmentProblem', () => {
  it.each(ACCEPTED)('takes %s (%s) under 5 MB', (name, type) => {
    expect(attachmentProblem({ name, type, size: 1200 })).toBeNull();
  });

  it('words a large image, a large PDF and a wrong type as the portal shows them', () => {
    expect(attachmentProblem({ name: 'a.jpg', type: 'image/jpeg', size: 6 * MB })).toBe(
      'Image must be less than 5MB',
    );
    expect(attachmentProblem({ name: 'a.pdf', type: 'application/pdf', size: 6 * MB })).toBe(
      ATTACHMENT_MESSAGES.pdfTooLarge,
    );
    for (const [name, type] of [
      ['a.txt', 'text/plain'],
      ['a.svg', 'image/svg+xml'],
      ['a.html', 'text/html'],
      ['a.png', 'application/pdf'],
      ['noext', ''],
    ])
      expect(attachmentProblem({ name, type, size: 10 })).toBe(ATTACHMENT_MESSAGES.wrongType);
    expect(attachmentProblem({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toBe(
      ATTACHMENT_MESSAGES.empty,
    );
  });

  it('takes a file exactly when its type is known and it is under 5 MB (property)', () => {
    const name = fc.constantFrom('a.pdf', 'b.png', 'c.jpg', 'd.gif', 'e.webp', 'f.txt', 'g.exe');
    const type = fc.constantFrom('', 'application/pdf', 'image/png', 'image/jpeg', 'text/plain');
    const size = fc.oneof(
      fc.integer({ min: 1, max: 20 * MB }),
      fc.constantFrom(ATTACHMENT_MAX_BYTES - 1, ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_BYTES + 1),
    );
    fc.assert(
      fc.property(name, type, size, (n, t, s) => {
        const problem = attachmentProblem({ name: n, type: t, size: s });
        const known = attachmentType({ name: n, type: t });
        expect(problem === null).toBe(known !== null && s < ATTACHMENT_MAX_BYTES);
        if (known?.startsWith('image/') && s >= ATTACHMENT_MAX_BYTES)
          expect(problem).toBe('Image must be less than 5MB');
      }),
    );
  });
});

describe('pickAttachments', () => {
  it('keeps what may be sent and says why the rest may not', () => {
    const ok = fakeFile('slip.pdf', 'application/pdf', 2000);
    const big = fakeFile('huge.jpg', 'image/jpeg', 6 * MB);
    const { files, refused } = pickAttachments([], [ok, big]);
    expect(files).toEqual([ok]);
    expect(refused).toEqual([{ name: 'huge.jpg', message: 'Image must be less than 5MB' }]);
  });

  it('never holds more than five files, and refuses nothing it keeps (property)', () => {
    const file = fc
      .tuple(fc.constantFrom('a.pdf', 'b.png', 'c.txt'), fc.integer({ min: 0, max: 8 * MB }))
      .map(([n, s]) => fakeFile(n, '', s));
    fc.assert(
      fc.property(fc.array(file, { maxLength: 4 }), fc.array(file, { maxLength: 8 }), (a, b) => {
        const attached = pickAttachments([], a).files;
        const { files, refused } = pickAttachments(attached, b);
        expect(files.length).toBeLessThanOrEqual(5);
        expect(files.length + refused.length).toBe(attached.length + b.length);
        for (const kept of files)
          expect(
            attachmentProblem({ name: kept.name, type: kept.type, size: kept.size }),
          ).toBeNull();
      }),
    );
  });
});
