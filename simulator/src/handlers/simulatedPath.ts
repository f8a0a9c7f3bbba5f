/**
 * Every path the simulator answers: the API (/v1), the search service (/1/indexes) and its own
 * endpoints (/__simulator). Anything else (the app's files, fonts) is never the simulator's, so
 * the browser lets it through untried (browser.ts).
 */
export const SIMULATED_PATH = /\/(?:v1|1\/indexes|__simulator)\//;
