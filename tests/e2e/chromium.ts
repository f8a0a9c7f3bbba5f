/**
 * Debian's Chromium and the flags the browser tests launch it with (nothing is downloaded). The
 * bench (scripts/bench) launches the same browser the same way, so its timings match the tests'.
 */
export const CHROMIUM_EXECUTABLE = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
