import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes dist/.vite/chunk-modules.json: for each JS chunk, the source modules it holds and their rendered bytes
 * (after tree-shaking, before minification). scripts/measure-bundle.mjs reads it to prove that no admin code
 * reaches the public home route. Dot-folders are never served.
 */
export function chunkModulesPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'ff-chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const out: Record<string, Record<string, number>> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(item.modules)) {
          if (info.renderedLength > 0) modules[path.relative(root, id.replace(/^\0/, ''))] = info.renderedLength;
        }
        out[item.fileName] = modules;
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(out) });
    },
  };
}
