// The part of autocannon's API the bench uses (the package ships no types).
declare module "autocannon" {
  type Histogram = { average: number; mean: number; stddev: number; min: number; max: number; p50: number; p90: number; p97_5: number; p99: number; total: number };
  export type Result = {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    latency: Histogram;
    requests: Histogram & { sent: number };
    statusCodeStats: Record<string, { count: number }>;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    headers?: Record<string, string>;
    // a request sequence; setupRequest may change each request before it is sent (a unique body)
    requests?: { method?: string; headers?: Record<string, string>; body?: string | Buffer; setupRequest?: (request: { body?: string | Buffer }) => { body?: string | Buffer } }[];
  };
  // the run is a thenable tracker: stop() ends it early and it resolves with what was measured
  function autocannon(options: Options): Promise<Result> & { stop: () => void };
  export default autocannon;
}
