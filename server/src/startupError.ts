/** A problem that stops the server from starting, with a message that says what to do. */
export class StartupError extends Error {}
