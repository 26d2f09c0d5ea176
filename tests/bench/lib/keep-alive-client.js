'use strict';
// A closed-loop HTTP/1.1 load generator: `connections` keep-alive sockets, each sending its next GET as soon as the
// previous answer has been read in full. It does only what a latency figure needs (write a prebuilt request, find
// the status, frame the body by Content-Length or chunked encoding), so it costs a fraction of autocannon's CPU per
// request. On this project's 2-vCPU machines the two vCPUs slow each other down (a pure computation runs ~1.5×
// slower while the other vCPU is busy), so the client's own CPU shows up as server latency: see tests/bench/README.md.
const net = require('node:net');

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * @param {object} o
 * @param {string} o.origin  http://127.0.0.1:port
 * @param {() => string | { path: string, headers?: Record<string, string> } | null} o.nextPath  the next request path
 *   (with extra request headers, e.g. If-None-Match), or null when there is nothing left to ask
 * @param {number} o.connections
 * @param {number} [o.durationSec]  stop sending after this long (answers in flight are still awaited)
 * @param {number} [o.timeoutSec]  a connection with no answer for this long counts a timeout and is replaced
 * @param {(status: number, ms: number, head: string, path: string) => void} o.onResponse  `head`: the answer's status line and headers
 * @returns {Promise<{ durationSec: number, errors: number, timeouts: number }>}
 */
function run({ origin, nextPath, connections, durationSec, timeoutSec = 10, onResponse }) {
  const { hostname, port } = new URL(origin);
  const host = `${hostname}:${port}`;
  const started = performance.now();
  const stopAt = durationSec === undefined ? Infinity : started + durationSec * 1000;
  let errors = 0;
  let timeouts = 0;
  let open = 0;

  return new Promise((resolve) => {
    const finished = () => {
      if (--open === 0) resolve({ durationSec: (performance.now() - started) / 1000, errors, timeouts });
    };
    const connect = () => {
      open++;
      const socket = net.connect({ host: hostname, port: Number(port), noDelay: true });
      let buffer = Buffer.alloc(0);
      let sentAt = 0;
      let sentPath = '';
      let timer = null;
      let done = false;
      const close = () => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        socket.destroy();
        finished();
      };
      // the new connection is counted before this one ends, so the run cannot look finished in between
      const reconnect = () => {
        if (performance.now() < stopAt) connect();
        close();
      };
      const send = () => {
        const next = performance.now() < stopAt ? nextPath() : null;
        if (next === null) return close();
        const { path, headers = {} } = typeof next === 'string' ? { path: next } : next;
        const extra = Object.entries(headers)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('');
        sentPath = path;
        sentAt = performance.now();
        clearTimeout(timer);
        timer = setTimeout(() => {
          timeouts++;
          reconnect();
        }, timeoutSec * 1000);
        socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: keep-alive\r\n${extra}\r\n`);
      };
      socket.on('connect', send);
      socket.on('data', (chunk) => {
        buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
        const answer = completeAnswer(buffer);
        if (answer === null) return;
        if (answer.rest !== 0) {
          // a pipelined or unexpected extra byte: this loop never sends a request before its answer is read
          errors++;
          return close();
        }
        buffer = Buffer.alloc(0);
        onResponse(answer.status, performance.now() - sentAt, answer.head, sentPath);
        if (answer.close) reconnect();
        else send();
      });
      socket.on('error', () => {
        errors++;
        close();
      });
      socket.on('close', () => {
        if (!done && buffer.length > 0) errors++;
        close();
      });
    };
    for (let i = 0; i < connections; i++) connect();
  });
}

/**
 * The answer at the start of `buffer` once it is all there: its status, whether the server closes the connection
 * and how many bytes follow it; null while incomplete.
 */
function completeAnswer(buffer) {
  const headEnd = buffer.indexOf(HEADER_END);
  if (headEnd === -1) return null;
  const head = buffer.toString('latin1', 0, headEnd);
  const status = Number(head.slice(9, 12));
  const lower = head.toLowerCase();
  const close = /\r\nconnection: *close/.test(lower);
  const bodyStart = headEnd + HEADER_END.length;
  const length = /\r\ncontent-length: *(\d+)/.exec(lower);
  if (length) {
    const end = bodyStart + Number(length[1]);
    return buffer.length < end ? null : { status, close, head, rest: buffer.length - end };
  }
  if (/\r\ntransfer-encoding: *chunked/.test(lower)) {
    const end = chunkedEnd(buffer, bodyStart);
    return end === -1 ? null : { status, close, head, rest: buffer.length - end };
  }
  // no framing: 1xx, 204 and 304 have no body; anything else would end with the connection, which the site never
  // does (such an answer counts as an error when its connection closes)
  return status === 204 || status === 304 || status < 200 ? { status, close, head, rest: buffer.length - bodyStart } : null;
}

/** Where a chunked body starting at `at` ends (after its last chunk and trailers), or -1 while incomplete. */
function chunkedEnd(buffer, at) {
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at);
    if (lineEnd === -1) return -1;
    const size = parseInt(buffer.toString('latin1', at, lineEnd), 16);
    if (size === 0) {
      const end = buffer.indexOf(HEADER_END, lineEnd);
      return end === -1 ? -1 : end + HEADER_END.length;
    }
    at = lineEnd + 2 + size + 2;
    if (buffer.length < at) return -1;
  }
}

module.exports = { run, completeAnswer };
