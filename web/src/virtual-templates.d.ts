// The templates compiled at build time by web/build/precompiled-templates.ts.
declare module 'virtual:cegdok-templates' {
  import type { PrecompiledTemplates } from '@cegdok/engine';

  const precompiled: PrecompiledTemplates;
  export default precompiled;
}
