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
  }
  export default function autocannon(options: {
    url: string;
    duration: number;
    connections: number;
    headers?: Record<string, string>;
  }): Promise<Result>;
}
