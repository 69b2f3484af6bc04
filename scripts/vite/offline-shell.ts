// The offline shell: src/sw.ts, built by vite-plugin-pwa (injectManifest) to <outDir>/sw.js with
// the list of files it keeps — the page (as `/`, the address the widget server fills with the
// runtime config), the entry, its CSS, every route chunk and every translation file. Chunks only a frame or
// LINE ever loads (the LIFF SDK, the parent-window bridge) are left out: no worker runs there.
// The web app manifest is not built: the widget server answers one per hotel.
import type { Plugin, PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** Modules that run only inside LINE (the LIFF SDK) or inside a chatbot's frame (post-robot). */
const FRAME_ONLY_MODULES = [
  /[\\/]node_modules[\\/](@line|@liff)[\\/]/,
  /[\\/]liff[\\/]sdk\.ts$/,
  /[\\/]node_modules[\\/](post-robot|zalgo-promise|cross-domain-utils|cross-domain-safe-weakmap|belter|universal-serialize)[\\/]/,
  /[\\/]bridge[\\/]post-robot-transport\.ts$/,
];
const frameOnlyModule = (id: string) => FRAME_ONLY_MODULES.some((re) => re.test(id));

export function offlineShell(): PluginOption[] {
  const frameOnly = new Set<string>();
  const findFrameOnlyChunks: Plugin = {
    name: 'yadori-offline-shell-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      frameOnly.clear();
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk' || out.isEntry) continue;
        // A chunk of such modules and the libraries they pulled in; none of the app's own code.
        // Virtual helpers (ids starting with NUL) go wherever they are needed: they do not count.
        const modules = out.moduleIds.filter((id) => !id.startsWith('\0'));
        if (modules.some(frameOnlyModule) && modules.every((id) => frameOnlyModule(id) || /[\\/]node_modules[\\/]/.test(id))) frameOnly.add(out.fileName);
      }
    },
  };
  return [
    findFrameOnlyChunks,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // A new release waits for the guest's next visit: nothing reloads or swaps the code of an open page.
      registerType: 'prompt',
      // Registered by src/app/offline-shell.ts, loaded after the page.
      injectRegister: false,
      manifest: false,
      includeManifestIcons: false,
      injectManifest: {
        // A classic worker: every browser that runs service workers runs those.
        rollupFormat: 'iife',
        globPatterns: ['index.html', 'favicon.svg', 'assets/**/*.{js,json,css,woff2,svg,png,webp}'],
        globIgnores: ['embed/**', 'demo/**', 'sw.js'],
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
        manifestTransforms: [
          (entries) =>
            Promise.resolve({
              manifest: entries.filter((e) => !frameOnly.has(e.url)).map((e) => (e.url === 'index.html' ? { ...e, url: '/' } : e)),
              warnings: [],
            }),
        ],
      },
    }),
  ];
}
