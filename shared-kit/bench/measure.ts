/**
 * Timing helpers of the benchmarks: wall-clock and process CPU time of each run, medians.
 * CPU time is reported beside wall time because the machine may be shared: a busy neighbour
 * stretches wall time but not the CPU time our code needs.
 */

/** Timings of one measured function, ms. */
export interface Timing {
  runs: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
  medianCpuMs: number;
}

/** Median of a list of numbers. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * Runs `fn` `warmup` times untimed, then `runs` times timed; `before` runs untimed before each run
 * (to reset caches). Returns the timings and the last result.
 */
export function measure<T>(fn: () => T, options: { runs: number; warmup?: number; before?: () => void }): { timing: Timing; result: T; wall: number[] } {
  let result: T | undefined;
  for (let i = 0; i < (options.warmup ?? 2); i += 1) {
    options.before?.();
    result = fn();
  }
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < options.runs; i += 1) {
    options.before?.();
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    result = fn();
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  return {
    timing: { runs: options.runs, medianMs: round(median(wall)), minMs: round(Math.min(...wall)), maxMs: round(Math.max(...wall)), medianCpuMs: round(median(cpu)) },
    result: result as T,
    wall,
  };
}

export { round };
