import type { KeystrokeReport } from './keystrokes';
import type { LighthouseResult } from './lighthouse';
import type { FirstSignInTimings, LoginTimings, ProductListTimings } from './loadTimings';
import type { NavigationReport } from './sideNav';
import type { SizeReport } from './sizes';

/** Everything one `npm run bench` measured; written as JSON beside the printed table. */
export interface BenchResults {
  startedAt: string;
  durationSeconds: number;
  commit: string;
  /** Files changed in the work tree when it ran (the figures are of that code, not the commit). */
  uncommittedFiles: number;
  machine: { cpus: number; loadAverage: number[]; node: string };
  settings: {
    loadRuns: number;
    lighthouseRuns: number;
    keystrokes: number;
    roundTrips: number;
    latencyMs: number;
  };
  sizes?: SizeReport;
  login?: { real?: LoginTimings; sim?: LoginTimings; floor?: LoginTimings };
  productList?: { real?: ProductListTimings; sim?: ProductListTimings };
  /** A fresh browser's first sign-in, click to dashboard. */
  firstSignIn?: { real?: FirstSignInTimings; sim?: FirstSignInTimings };
  navigation?: { real?: NavigationReport; sim?: NavigationReport };
  keystrokes?: { real?: KeystrokeReport; sim?: KeystrokeReport };
  lighthouse?: { real?: LighthouseResult; sim?: LighthouseResult; floor?: LighthouseResult };
  /** The rows with their verdicts (reported, never asserted). */
  targets?: TargetRow[];
  /** Phases that failed: their rows read n/a. */
  errors: { phase: string; message: string }[];
}

export interface TargetRow {
  what: string;
  value: string;
  target: string;
  pass: boolean | null;
}
