// The embed SDK's published types (bridge/host-api.ts → /embed/yadori-embed.d.ts) stay equal to
// the message table, and a hotel's own TypeScript compiles against the published file.
import ts from 'typescript';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { YadoriAction, YadoriEventName, YadoriEvents } from '../../bridge/host-api';
import type { IncomingName, OutgoingName, Payload } from '../../bridge/messages';
import { embedDeclarations } from '../../scripts/embed-dts';

describe('host-api types', () => {
  it('names every message the widget posts (bar the handshake the SDK answers) and every action', () => {
    expectTypeOf<YadoriEventName>().toEqualTypeOf<Exclude<OutgoingName, 'getTriplabotUserId'>>();
    expectTypeOf<YadoriAction>().toEqualTypeOf<IncomingName>();
  });

  it('gives each event the payload the message table parses', () => {
    expectTypeOf<YadoriEvents['show-chatbot']>().toEqualTypeOf<Payload<'show-chatbot'>>();
    expectTypeOf<YadoriEvents['booking-widget-opened']>().toEqualTypeOf<Payload<'booking-widget-opened'>>();
    expectTypeOf<YadoriEvents['login']>().toEqualTypeOf<Payload<'login'>>();
    expectTypeOf<YadoriEvents['receiveTriplabotSession']>().toEqualTypeOf<Payload<'receiveTriplabotSession'>>();
    expectTypeOf<YadoriEvents['triplabotSynced']>().toEqualTypeOf<Payload<'triplabotSynced'>>();
    expectTypeOf<YadoriEvents['receiveCompanionInfo']>().toEqualTypeOf<Payload<'receiveCompanionInfo'>>();
    expectTypeOf<YadoriEvents['close']>().toEqualTypeOf<Payload<'close'>>();
    expectTypeOf<YadoriEvents['resize']>().toEqualTypeOf<Payload<'resize'>>();
    expectTypeOf<YadoriEvents['pageChanged']>().toEqualTypeOf<Payload<'pageChanged'>>();
    expectTypeOf<YadoriEvents['removeQuery']>().toEqualTypeOf<Payload<'removeQuery'>>();
    expectTypeOf<YadoriEvents['ga4Event']>().toEqualTypeOf<Payload<'ga4Event'>>();
  });
});

/**
 * Type-checks hotel files beside the published declarations in one program (the DOM library is
 * large: loaded once). Diagnostics by file.
 */
function check(pages: Record<string, string>): Record<string, string[]> {
  const files: Record<string, string> = { '/hotel/yadori-embed.d.ts': embedDeclarations() };
  for (const [name, code] of Object.entries(pages)) files[`/hotel/${name}`] = code;
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipDefaultLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  const exists = host.fileExists.bind(host);
  const getSource = host.getSourceFile.bind(host);
  host.readFile = (name) => files[name] ?? read(name);
  host.fileExists = (name) => name in files || exists(name);
  host.directoryExists = (name) => name === '/hotel' || ts.sys.directoryExists(name);
  host.getSourceFile = (name, version) => (name in files ? ts.createSourceFile(name, files[name] as string, version) : getSource(name, version));
  const program = ts.createProgram(Object.keys(files), options, host);
  const out: Record<string, string[]> = {};
  for (const name of Object.keys(files)) out[name.replace('/hotel/', '')] = [];
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const key = d.file ? d.file.fileName.replace('/hotel/', '') : '(global)';
    (out[key] ??= []).push(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  }
  return out;
}

describe('the published declarations', () => {
  it('are the API, with the window.Yadori global', () => {
    const dts = embedDeclarations();
    for (const name of ['YadoriSdk', 'YadoriWidget', 'YadoriOpenOptions', 'YadoriPageOptions', 'YadoriChatbotOptions', 'YadoriEvents', 'YadoriTrace']) expect(dts).toContain(`export interface ${name}`);
    expect(dts).toContain('export type YadoriOptions = YadoriPageOptions | YadoriChatbotOptions;');
    expect(dts).toContain('var Yadori: YadoriSdk;');
    expect(dts).not.toMatch(/^import /m);
  });

  it("compile a hotel's page, and catch its mistakes", { timeout: 60_000 }, () => {
    const page = `
      import type { YadoriWidget } from './yadori-embed';
      // A hotel page, inline, following the widget's height (the default), or fixed.
      const page: YadoriWidget = Yadori.open({ code: 'demo-tokyo', container: '#booking', on: { resize: ({ height }) => height.toFixed(0) } });
      Yadori.open({ code: 'demo-tokyo', container: '#booking', height: '640px', autoHeight: false, mode: 'page' });
      page.mode === 'page';
      // A chatbot.
      const widget: YadoriWidget = Yadori.open({
        code: 'demo-tokyo',
        mode: 'chatbot',
        search: { checkin: '2026-12-10', checkout: '2026-12-12', adults: 2 },
        chatbotUserId: async () => 'chat_user-0123456789abcdef',
        on: { login: ({ user_id, membership_id }) => console.log(user_id.toFixed(0), membership_id?.length) },
      });
      widget.on('receiveTriplabotSession', ({ session }) => session.length);
      widget.on('receiveCompanionInfo', ({ rooms }) => rooms.map((r) => r.adult_companion + r.kid_tier_A_companion));
      widget.logout();
      widget.refreshLogin();
      window.Yadori.version.toUpperCase();
      export {};
    `;
    const mistakes = `
      Yadori.open({ search: {} });
      Yadori.open({ code: 'x' }).on('logout', () => {});
      Yadori.open({ code: 'x' }).on('login', ({ user_id }) => user_id.toUpperCase());
      Yadori.open({ code: 'x', chatbotUserId: 'chat_user-0123456789abcdef' });
      Yadori.open({ code: 'x', mode: 'chat' });
      Yadori.open({ code: 'x', autoHeight: 'yes' });
      export {};
    `;
    const result = check({ 'page.ts': page, 'mistakes.ts': mistakes });
    expect(result).toMatchObject({ 'yadori-embed.d.ts': [], 'page.ts': [] });
    expect(result['(global)']).toBeUndefined();
    expect(result['mistakes.ts']).toHaveLength(6);
    expect(result['mistakes.ts']?.join('\n')).toMatch(/code/);
  });
});
