/**
 * Dead-link checker throughput against a local server (`npm run bench:links`): the handler's hot path, the
 * guarded fetcher (robots.txt, address checks, HEAD then GET on 405) behind the bounded pool, over 2,000 links
 * of which a tenth are broken and a tenth refuse HEAD. Prints links/s; fails under 50 links/s.
 */
import { GuardedFetcher } from '../../../platform/net/guarded-fetcher';
import { mapBounded } from '../application/bounded-pool';
import { LinkChecker } from '../application/link-checker';
import { LINK_CONCURRENCY } from '../domain/limits';
import { FakeOutsideWeb } from './fake-outside-web.server';

const LINKS = Number(process.env.BENCH_LINKS ?? 2000);

async function main() {
  const web = new FakeOutsideWeb();
  const origin = await web.start();
  const checker = new LinkChecker(new GuardedFetcher({ allowedOrigins: [origin], hostIntervalMs: 0, timeoutMs: 5000 }));
  const urls = Array.from({ length: LINKS }, (_, i) => web.url(i % 10 === 0 ? `/broken?${i}` : i % 10 === 1 ? `/no-head?${i}` : `/ok/${i}`));
  await checker.check(web.url('/ok/warm-up'));
  const started = performance.now();
  const results = await mapBounded(urls, LINK_CONCURRENCY, (url) => checker.check(url));
  const seconds = (performance.now() - started) / 1000;
  await web.stop();
  const dead = results.filter((r) => r.verdict === 'dead').length;
  const rate = LINKS / seconds;
  console.log(
    JSON.stringify({ links: LINKS, concurrency: LINK_CONCURRENCY, seconds: Math.round(seconds * 100) / 100, linksPerSecond: Math.round(rate), dead }, null, 2),
  );
  if (dead !== LINKS / 10) throw new Error(`expected ${LINKS / 10} dead links, found ${dead}`);
  if (rate < 50) throw new Error(`${Math.round(rate)} links/s is under the 50 links/s floor`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
