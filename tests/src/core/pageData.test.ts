import { expectTypeOf, it } from 'vitest';
import type { RenderPage } from '../../../src/core/pageData';
import type { renderPage } from '../../../src/ssr/renderPage';

// The server loads the renderer from dist/ssr at run time, an import neither tsc nor the lint follows; this
// holds the renderer to the contract the server calls it by (src/core/pageData.ts). tsc -b checks it.
it('the server renderer has the signature the server calls it by', () => {
  expectTypeOf<typeof renderPage>().toExtend<RenderPage<URL>>();
});
