/**
 * The flags Node runs the server with (`npm start`, and every test that starts it as a process).
 *
 * V8 sizes the young generation by the machine's memory: on a machine with gigabytes free it grows to 32 MB a half,
 * and collecting it, with the pages just rendered still alive in it, held the one thread for 48 to 57 ms in the
 * middle of a burst of bookings (every request in hand waited; the bench's p99 was 110 to 130 ms). At 8 MB the
 * collections come more often and each holds it for at most 9 to 12 ms (p99 55 to 70 ms in the same turns). It
 * can only be set as Node starts.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];
