// The embed SDK and the custom bot test page, built apart from the widget (`npm run build` runs
// this after vite.config.ts). Output, in <WIDGET_DIST>/embed/, served by the widget server:
//   yadori-embed.js    the SDK (bridge/host.ts): one IIFE script setting `window.Yadori`, no React
//   yadori-embed.d.ts  its published types (bridge/host-api.ts)
//   custom-bot-test.js the script of the custom bot test page (server/bot-test/, served on its
//                      own origin by server/bot-test-server.ts), which uses the served SDK
// Its gzip size is watched by `npm run bench:chat` (budget 15 KB).
import path from 'node:path';
import { build, defineConfig, type Plugin, type UserConfig } from 'vite';
import { embedDeclarations } from './scripts/embed-dts';
import { postRobotSource } from './scripts/vite/post-robot-source';

const root = path.dirname(new URL(import.meta.url).pathname);
const outDir = path.resolve(root, process.env.WIDGET_DIST ?? 'dist', 'embed');

/** One IIFE script from `entry` into the embed folder. */
function iife(entry: string, name: string, fileName: string): UserConfig {
  return {
    root,
    publicDir: false,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      sourcemap: false,
      minify: 'oxc',
      lib: { entry: path.resolve(root, entry), name, formats: ['iife'], fileName: () => fileName },
    },
  };
}

/** Writes the declarations, then builds the test page's script beside the SDK. */
function companions(): Plugin {
  return {
    name: 'yadori-embed-companions',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'yadori-embed.d.ts', source: embedDeclarations() });
    },
    async closeBundle() {
      await build({ configFile: false, ...iife('bridge/host-test-page.ts', 'YadoriCustomBotTest', 'custom-bot-test.js') });
    },
  };
}

export default defineConfig(() => {
  const sdk = iife('bridge/host.ts', 'Yadori', 'yadori-embed.js');
  return { ...sdk, build: { ...sdk.build, emptyOutDir: true }, plugins: [postRobotSource(), companions()] };
});
