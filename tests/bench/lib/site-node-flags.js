'use strict';
/**
 * The Node flags the site runs with. `npm start` in package.json is the one place they are written: the Dockerfile's
 * CMD must use the same (tests/compose checks it) and the benches start the site with them, so a figure measures
 * the site as it is run.
 */
const fs = require('node:fs');
const path = require('node:path');

const MAIN = 'backend/dist/src/main.js';

function siteNodeFlags(root = path.resolve(__dirname, '../../..')) {
  const start = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start;
  const match = /(?:^|&&\s*)node((?:\s+--\S+)*)\s+backend\/dist\/src\/main\.js\s*$/.exec(start);
  if (!match) throw new Error(`package.json's start script should end with "node [--flags] ${MAIN}", is: ${start}`);
  return match[1].trim().split(/\s+/).filter(Boolean);
}

module.exports = { siteNodeFlags };
