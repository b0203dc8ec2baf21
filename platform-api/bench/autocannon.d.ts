/** The part of autocannon's programmatic API the load benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    /** Server and path, e.g. `http://127.0.0.1:4000/billing/clients`. */
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    headers?: Record<string, string>;
    body?: string;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram;
    /** Latencies in ms. */
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
