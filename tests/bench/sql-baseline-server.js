'use strict';
// "As a simpler site would": the /search answers computed straight from PostgreSQL on every
// request, over the write-side `events` table. Two flavours, same filters as the read model:
//   GET /ilike/search?...  title/description/city ILIKE '%q%', newest-first by start date
//   GET /fts/search?...    to_tsvector(...) @@ plainto_tsquery(q), ranked by ts_rank
// Env: DATABASE_URL, PORT, POOL_SIZE (default 10). Plain node:http, no framework.
const http = require('node:http');
const { Pool, types } = require('pg');

types.setTypeParser(1082, (v) => v); // DATE stays 'YYYY-MM-DD'

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10) });
const DOCUMENT = `(title || ' ' || description || ' ' || city)`;
const PRICES = { free: null, 'under-25': 2500, 'under-50': 5000, 'under-100': 10000 };
const COLUMNS = `id, title, description, image_url AS "imageUrl", category, start_date AS "startDate", end_date AS "endDate",
  venue, city, region, latitude, longitude, price_text AS "price", min_price_pence AS "minPricePence", is_free AS "isFree",
  ticket_url AS "ticketUrl", featured, status, tags`;

function buildQuery(mode, params) {
  const values = [];
  const arg = (v) => `$${values.push(v)}`;
  const where = [`status = 'published'`, `end_date >= (now() AT TIME ZONE 'Europe/London')::date`];
  let order = 'start_date, id';
  const q = params.get('q')?.trim();
  if (q) {
    if (mode === 'ilike') {
      const p = arg(`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`(title ILIKE ${p} OR description ILIKE ${p} OR city ILIKE ${p})`);
    } else {
      const tsq = `plainto_tsquery('english', ${arg(q)})`;
      where.push(`to_tsvector('english', ${DOCUMENT}) @@ ${tsq}`);
      order = `ts_rank(to_tsvector('english', ${DOCUMENT}), ${tsq}) DESC, start_date, id`;
    }
  }
  if (params.get('category')) where.push(`category = ${arg(params.get('category'))}`);
  if (params.get('region')) where.push(`region = ${arg(params.get('region'))}`);
  const month = /^(\d{4})-(\d{2})$/.exec(params.get('month') ?? '');
  if (month) {
    const first = `${month[1]}-${month[2]}-01`;
    where.push(`end_date >= ${arg(first)}::date`, `start_date <= (${arg(first)}::date + interval '1 month' - interval '1 day')`);
  }
  const price = params.get('priceRange');
  if (price === 'free') where.push('is_free');
  else if (price in PRICES) where.push(`min_price_pence IS NOT NULL AND min_price_pence <= ${arg(PRICES[price])}`);
  const limit = Math.min(100, Math.max(1, Number(params.get('limit') ?? 24)));
  const page = Math.max(1, Number(params.get('page') ?? 1));
  const sql = `SELECT ${COLUMNS}, count(*) OVER () AS total FROM events WHERE ${where.join(' AND ')}
    ORDER BY ${order} LIMIT ${arg(limit)} OFFSET ${arg((page - 1) * limit)}`;
  return { sql, values };
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url, 'http://localhost');
  const mode = url.pathname === '/ilike/search' ? 'ilike' : url.pathname === '/fts/search' ? 'fts' : null;
  if (url.pathname === '/health') return void res.end('ok');
  if (!mode) {
    res.statusCode = 404;
    return void res.end('not found');
  }
  try {
    const { sql, values } = buildQuery(mode, url.searchParams);
    const { rows } = await pool.query(sql, values);
    const total = rows.length ? Number(rows[0].total) : 0;
    for (const r of rows) delete r.total;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('X-Total-Count', String(total));
    res.end(JSON.stringify(rows));
  } catch (error) {
    res.statusCode = 500;
    res.end(String(error.message));
  }
});

if (require.main === module) {
  server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
    console.log(`sql baseline listening on ${server.address().port}`);
  });
  const shutdown = () => server.close(() => pool.end().finally(() => process.exit(0)));
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

module.exports = { buildQuery };
