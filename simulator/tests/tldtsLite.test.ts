import { describe, expect, it } from 'vitest';
import { getDomain } from '@simulator/lib/tldtsLite';

describe('tldtsLite (the browser build’s stand-in for tldts)', () => {
  it('names the last two labels of a host, the host itself for an address or a single label', () => {
    expect(getDomain('simulatorapp-dsn.algolia.net')).toBe('algolia.net');
    expect(getDomain('Portal.Example.com.')).toBe('example.com');
    expect(getDomain('localhost')).toBe('localhost');
    expect(getDomain('127.0.0.1')).toBe('127.0.0.1');
    expect(getDomain('::1')).toBe('::1');
    expect(getDomain('')).toBeNull();
  });
});
