/** The bench's progress lines, marked as its own among the site's output. */
export function log(message: string) {
  console.log(`[bench] ${message}`);
}
