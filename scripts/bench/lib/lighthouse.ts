import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';
import { median } from './stats';

/**
 * Lighthouse's default (mobile) configuration: a mid-range phone's screen, simulated slow 4G and
 * a 4x slower CPU, storage and cache cleared first, so every run is a cold first visit.
 * Performance category only. Chromium is Debian's, started by chrome-launcher (new headless).
 */
export interface LighthouseResult {
  score: number;
  /** Total blocking time, first contentful paint, largest contentful paint, speed index (ms). */
  tbt: number;
  fcp: number;
  lcp: number;
  speedIndex: number;
}

async function runOnce(url: string): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: lhr.categories.performance?.score ?? Number.NaN,
      tbt: metric('total-blocking-time'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      speedIndex: metric('speed-index'),
    };
  } finally {
    chrome.kill();
  }
}

/** `runs` runs; each figure is the median over them (Lighthouse's own advice for noisy hosts). */
export async function runLighthouse(
  url: string,
  runs: number,
): Promise<LighthouseResult & { runs: LighthouseResult[] }> {
  const all: LighthouseResult[] = [];
  for (let i = 0; i < runs; i += 1) all.push(await runOnce(url));
  const pick = (key: keyof LighthouseResult) => median(all.map((r) => r[key]));
  return {
    score: pick('score'),
    tbt: pick('tbt'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    speedIndex: pick('speedIndex'),
    runs: all,
  };
}
