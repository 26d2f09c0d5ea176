'use strict';
// Calibration: the cheapest possible server for one answer — bare node:http writing a pre-serialised
// body (the site's own featured JSON). Its req/s is this machine's ceiling for that response size,
// against which the read API's "≥ 5,000 req/s" target can be judged. Env: BODY_FILE, PORT.
const fs = require('node:fs');
const http = require('node:http');

const body = fs.readFileSync(process.env.BODY_FILE);
const server = http.createServer((req, res) => {
  if (req.url === '/health') return void res.end('ok');
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
  res.end(body);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
const shutdown = () => server.close(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
