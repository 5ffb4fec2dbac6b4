/**
 * The error page's heading (SPEC.md section 8), in a module of its own: the error page comes with every page's first
 * code, which should not carry every other message of the site (messages.ts) for its sake.
 */
export const UNEXPECTED_ERROR = 'Unexpected Application Error!';
