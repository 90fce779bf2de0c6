import type * as TemporalPolyfill from 'temporal-polyfill' with { 'resolution-mode': 'import' };

/**
 * The `Temporal` API from temporal-polyfill. The package ships only ES modules; Node 20.19+
 * (the engines floor) loads them with require(), which `module: node16` cannot express as an
 * import, hence the typed require. Jest transforms the package (api/jest.config.js).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const { Temporal } = require('temporal-polyfill') as typeof TemporalPolyfill;
export type PlainDate = TemporalPolyfill.Temporal.PlainDate;
export type Instant = TemporalPolyfill.Temporal.Instant;
