// Prints one closing line for CI from the jest and Playwright JSON results of `npm test`.
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const jest = read('test-results/jest.json');
const playwright = read('test-results/playwright.json');
// A flaky test (one that passed only when tried again) counts as failed: the suite must not need luck.
const passed = (jest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
const failed = (jest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0);
const skipped = (jest?.numPendingTests ?? 0) + (playwright?.stats?.skipped ?? 0);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (failed) process.exitCode = 1;
