'use strict';
/**
 * Jest's order (longest or largest first), except the Kafka and Elasticsearch suites: the global set-up starts the
 * engines in the background and those suites wait for them in beforeAll, holding one of the two workers idle while
 * Elasticsearch boots. Started a third of the way into the run, they find the engines up.
 */
const Sequencer = require('@jest/test-sequencer').default;

const ENGINE_SUITE = /(kafka|elasticsearch)[^/]*\.int\.spec\.ts$/; // as backend/src/platform/testing/test-engines.ts

class EnginesLaterSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const engines = sorted.filter((t) => ENGINE_SUITE.test(t.path));
    if (engines.length === 0 || engines.length === sorted.length) return sorted;
    const others = sorted.filter((t) => !ENGINE_SUITE.test(t.path));
    const at = Math.floor(others.length / 3);
    return [...others.slice(0, at), ...engines, ...others.slice(at)];
  }
}

module.exports = EnginesLaterSequencer;
