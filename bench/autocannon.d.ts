// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    non2xx: number;
    '2xx': number;
  }
  /** A request as autocannon builds it; `setupRequest` may return a changed copy (called for every request). */
  export interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: RequestSpec) => RequestSpec;
  }
  export default function autocannon(options: {
    url: string;
    duration: number;
    connections: number;
    headers?: Record<string, string>;
    /** Requests a second from all connections together; as fast as answered without it. */
    overallRate?: number;
    requests?: RequestSpec[];
  }): Promise<Result>;
}
