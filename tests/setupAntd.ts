import { readFileSync } from 'node:fs';
import { defaultConfig } from 'antd/lib/theme/context';
import { theme } from '@/app/theme';
import { ANTD_TEST_STYLES_ID, antdTestStylesFile } from './support/antdTestStyles';

/**
 * The `.tsx` (happy-dom) files render antd without its CSS-in-JS at run time, on a static sheet of
 * the styles a test can observe (tests/support/antdTestStyles.ts says which and why;
 * docs/performance.md, "Tests", the measurements).
 *
 * `zeroRuntime` reaches every antd component without test code in src: the portal's theme object
 * (each React root the app mounts wraps it in a ConfigProvider, src/app/Providers.tsx) and antd's
 * default design-token context (what a component rendered on its own, outside any
 * ConfigProvider, reads) both carry it. antd reads it once per component instance, so it is set
 * before anything renders.
 */
theme.zeroRuntime = true;
(defaultConfig as { zeroRuntime?: boolean }).zeroRuntime = true;

// Once per window: the files of one worker share its window (vitest sets the environment up when
// the worker starts, and reuses the worker for the project's next file); an isolated file has its own.
if (!document.getElementById(ANTD_TEST_STYLES_ID)) {
  const style = document.createElement('style');
  style.id = ANTD_TEST_STYLES_ID;
  style.textContent = readFileSync(antdTestStylesFile(), 'utf8');
  document.head.appendChild(style);
}
