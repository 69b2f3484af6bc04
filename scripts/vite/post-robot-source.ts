// post-robot, built from the source it ships rather than from its prebuilt CommonJS file, so the
// bundler can leave out what the widget and the embed SDK never use.
// - `post-robot` resolves to `post-robot/src/index.js`; it and its own libraries (belter,
//   cross-domain-utils, cross-domain-safe-weakmap, universal-serialize, zalgo-promise) are Flow
//   typed ES modules: their types are stripped here.
// - Its build flags are set as the package's own globals.js sets them, except two features that
//   only matter to Internet Explorer popups and to same-domain windows in different tabs: the
//   IE popup bridge and global messaging. Frames and the chatbot never need either.
// The wire key (`__post_robot_10_0_46__`) stays the package's own, so both sides still speak the
// same protocol as the prebuilt file does.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import flowRemoveTypes from 'flow-remove-types';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
export const POST_ROBOT_SOURCE_PACKAGES = ['post-robot', 'belter', 'cross-domain-utils', 'cross-domain-safe-weakmap', 'universal-serialize', 'zalgo-promise'];

function packageSrc(name: string): string {
  return path.join(path.dirname(require.resolve(`${name}/package.json`)), 'src') + path.sep;
}

export function postRobotSource(): Plugin {
  const roots = POST_ROBOT_SOURCE_PACKAGES.map(packageSrc);
  const pkg = JSON.parse(readFileSync(require.resolve('post-robot/package.json'), 'utf8')) as { version: string };
  const globalKey = `__post_robot_${pkg.version.replace(/[^\d]+/g, '_')}__`;
  return {
    name: 'yadori-post-robot-source',
    enforce: 'pre',
    config: () => ({
      define: {
        '__POST_ROBOT__.__GLOBAL_KEY__': JSON.stringify(globalKey),
        '__POST_ROBOT__.__AUTO_SETUP__': 'true',
        '__POST_ROBOT__.__IE_POPUP_SUPPORT__': 'false',
        '__POST_ROBOT__.__GLOBAL_MESSAGE_SUPPORT__': 'false',
        '__POST_ROBOT__.__SCRIPT_NAMESPACE__': 'false',
        __TEST__: 'false',
        __DEBUG__: 'false',
      },
    }),
    resolveId(id) {
      if (id === 'post-robot') return path.join(packageSrc('post-robot'), 'index.js');
      return null;
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.endsWith('.js') || !roots.some((root) => file.startsWith(root))) return null;
      const out = flowRemoveTypes(code, { all: true });
      return { code: out.toString(), map: out.generateMap() };
    },
  };
}
