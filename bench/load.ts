/** Throughput and p99 latency of one URL under load (autocannon, 10 connections). */
import autocannon from 'autocannon';
import { log } from './log.ts';

export const LOAD_SECONDS = 10;

export interface LoadResult {
  target: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export async function measureLoad(url: string, target: string): Promise<LoadResult> {
  log(`autocannon ${target} for ${LOAD_SECONDS} s ...`);
  // As a browser asks: pages are kept compressed, and a client that accepts brotli gets those bytes.
  const result = await autocannon({
    url,
    duration: LOAD_SECONDS,
    connections: 10,
    headers: { 'accept-encoding': 'br, gzip' },
  });
  return {
    target,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
