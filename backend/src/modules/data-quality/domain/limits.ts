/** Outside requests in flight at once per data-quality run (the fetcher also paces each host). */
export const LINK_CONCURRENCY = 8;
