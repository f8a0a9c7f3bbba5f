import { randomBytes } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Manifest } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { gzipBytes, largestRouteOnlyChunk, scriptSet } from '../chunks';

// Random bytes do not compress: a file of n kB weighs about n kB gzipped.
const dir = mkdtempSync(path.join(tmpdir(), 'bench-chunks-'));
mkdirSync(path.join(dir, 'assets'));
const file = (name: string, kb: number) => {
  writeFileSync(path.join(dir, 'assets', name), randomBytes(kb * 1000).toString('latin1'));
  return `assets/${name}`;
};
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const manifest: Manifest = {
  'index.html': {
    file: file('index.js', 50),
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: [
      'src/features/products/Page.tsx',
      'simulator/src/browser.ts',
      'node_modules/@sentry/react/index.js',
    ],
  },
  '_vendor.js': { file: file('vendor.js', 120) },
  'src/features/products/Page.tsx': {
    file: file('Page.js', 10),
    src: 'src/features/products/Page.tsx',
    isDynamicEntry: true,
    imports: ['_vendor.js', '_table.js'],
    dynamicImports: ['node_modules/recharts/index.js'],
  },
  '_table.js': { file: file('table.js', 40) },
  'node_modules/recharts/index.js': {
    file: file('recharts.js', 60),
    src: 'node_modules/recharts/index.js',
    isDynamicEntry: true,
  },
  'simulator/src/browser.ts': {
    file: file('browser.js', 300),
    src: 'simulator/src/browser.ts',
    isDynamicEntry: true,
  },
  'node_modules/@sentry/react/index.js': {
    file: file('sentry.js', 150),
    src: 'node_modules/@sentry/react/index.js',
    isDynamicEntry: true,
  },
};

describe('largestRouteOnlyChunk', () => {
  it('picks the largest chunk a route loads lazily, including a package that route imports', () => {
    const largest = largestRouteOnlyChunk(dir, manifest);
    expect(largest).toMatchObject({
      file: '/assets/recharts.js',
      source: 'node_modules/recharts/index.js',
    });
    expect(largest!.gzipBytes).toBeGreaterThan(59_000);
  });

  it('never counts the first load, the simulator or a package the first load imports on demand', () => {
    const withoutRecharts: Manifest = {
      ...manifest,
      'src/features/products/Page.tsx': {
        ...manifest['src/features/products/Page.tsx'],
        dynamicImports: [],
      },
    };
    expect(largestRouteOnlyChunk(dir, withoutRecharts)?.file).toBe('/assets/table.js');
  });

  it('is null when no route is loaded lazily', () => {
    expect(largestRouteOnlyChunk(dir, { 'index.html': manifest['index.html'] })).toBeNull();
  });
});

describe('scriptSet', () => {
  it('counts each file once and adds up their gzip sizes', () => {
    const set = scriptSet(dir, ['/assets/Page.js', '/assets/table.js', '/assets/Page.js']);
    expect(set.files).toEqual(['/assets/Page.js', '/assets/table.js']);
    expect(set.gzipBytes).toBe(
      gzipBytes(path.join(dir, 'assets/Page.js')) + gzipBytes(path.join(dir, 'assets/table.js')),
    );
  });
});
