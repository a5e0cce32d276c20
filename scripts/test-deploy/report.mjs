/** The deploy test's verdicts and figures: each check prints as it is decided; the figures print at the end. */
const verdicts = [];

/** Records one check; prints it at once. */
export function check(name, ok, detail = '') {
  verdicts.push({ name, ok: Boolean(ok), detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
  return Boolean(ok);
}

export const failures = () => verdicts.filter((v) => !v.ok);

/** Milliseconds at the given quantile (0..1) of `values`. */
function quantile(values, q) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** Requests, answers by class, quotes acknowledged and latency of one phase of traffic. */
export function phaseFigures(name, stats) {
  const classes = Object.entries(stats.byClass)
    .map(([cls, n]) => `${cls} ${n}`)
    .join(', ');
  const ms = stats.latencies;
  return [
    `${name}: ${stats.requests} requests in ${stats.seconds.toFixed(1)} s (${classes}), failures ${stats.failures.length}`,
    `  quotes acknowledged ${stats.acknowledged.length}; latency ms p50 ${quantile(ms, 0.5).toFixed(0)}, p99 ${quantile(ms, 0.99).toFixed(0)}, max ${quantile(ms, 1).toFixed(0)}`,
    `  served by: ${Object.entries(stats.servedBy)
      .map(([who, n]) => `${who} ${n}`)
      .join(', ')}`,
  ];
}

/** Describes the first few failed requests of a phase. */
export function failureSample(stats, max = 5) {
  return stats.failures
    .slice(0, max)
    .map((f) => `${f.kind} ${f.path} -> ${f.outcome}${f.message ? ` (${f.message})` : ''}`)
    .join('; ');
}
