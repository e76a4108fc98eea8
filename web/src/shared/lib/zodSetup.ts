// The wire contracts parse with zod; its fast path compiles code with `new Function`, which our
// Content-Security-Policy (no 'unsafe-eval') blocks and reports, and it decides when a schema is built. zod
// keeps its settings in this global so that every copy of it in a page shares them; writing the setting here,
// first thing, lets the first screen carry it without loading zod (the schemas come later, with the pages that
// parse). The object is changed, not replaced: a zod that loaded first keeps the one it found, and still sees
// the setting. zodSetup.test.ts fails if zod stops reading it.
const ZOD_GLOBAL_CONFIG = '__zod_globalConfig';

const scope = globalThis as unknown as Record<string, Record<string, unknown> | undefined>;
(scope[ZOD_GLOBAL_CONFIG] ??= {}).jitless = true;
