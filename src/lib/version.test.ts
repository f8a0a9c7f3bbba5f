import { readFileSync } from 'node:fs';
import { CHANGELOG } from '@/features/system/changelog';
import { APP_VERSION } from './version';

it("is package.json's version, and the change log's newest entry is about it", () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  expect(APP_VERSION).toBe(pkg.version);
  expect(CHANGELOG[0]!.version).toBe(APP_VERSION);
});
