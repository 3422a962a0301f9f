// The part of autocannon's API that scripts/bench.js uses (it ships no types).
declare module "autocannon" {
  interface Request {
    method?: string;
    path: string;
    onResponse?: (status: number, body: string) => void;
  }
  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
