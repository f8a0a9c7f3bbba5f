import { readFileSync } from 'node:fs';
import { APP_VERSION } from './version';

it('matches package.json', () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  expect(APP_VERSION).toBe(pkg.version);
});
