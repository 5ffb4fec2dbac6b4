import { z } from 'zod';

// zod compiles fast parsers with `new Function` when it can. Merely probing for that is reported as a
// Content-Security-Policy violation in browsers (the site allows no eval), so schemas are built without it.
z.config({ jitless: true });

export { z };
