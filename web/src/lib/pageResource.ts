/**
 * Fetches JSON from a resource route of the web app itself (app/routes), which the server that renders the pages
 * answers on both deployments, as it does the pages' own data requests: not the backend's API, which the Backend
 * port (useBackend()) reaches.
 */
export async function fetchPageResource<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, { signal });
  if (!response.ok) throw new Error(`${path} answered ${response.status}.`);
  return (await response.json()) as T;
}
