import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../../server/security/inlineScripts';
import { StaticSite } from '../../../server/static';
import { startServer, type RunningServer } from '../../helpers/server';
import { makeSiteDir } from '../../helpers/site';

// sha256 of the UTF-8 bytes "alert(1)", in base64 (openssl dgst -sha256 -binary | base64).
const alertHash = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

describe('inlineScriptHashes', () => {
  it("hashes an inline script's exact text, module or classic", () => {
    expect(inlineScriptHashes('<script type="module">alert(1)</script>')).toEqual([alertHash]);
    expect(inlineScriptHashes('<script>alert(1)</script>')).toEqual([alertHash]);
    // One more space is another script, which the policy must not allow.
    expect(inlineScriptHashes('<script> alert(1)</script>')).not.toEqual([alertHash]);
  });

  it('leaves out scripts from a file and data blocks, which need no hash', () => {
    const page =
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
      '<script type="application/json" id="kipimo-page-data">{"lang":"en"}</script>';
    expect(inlineScriptHashes(page)).toEqual([]);
  });
});

describe("the Content-Security-Policy and the page's loader", () => {
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("allows the built shell's inline loader by its hash, on pages and API answers alike, and nothing inline else", async () => {
    const shell =
      '<!doctype html><title>Kipimo</title><script type="module">alert(1)</script><div id="root"></div>';
    server = await startServer({}, { site: new StaticSite(makeSiteDir(shell)) });
    for (const path of ['/categories', '/api/nothing']) {
      const csp = (await fetch(`${server.url}${path}`)).headers.get('content-security-policy') ?? '';
      expect(csp.match(/script-src [^;]*/)?.[0], path).toBe(`script-src 'self' ${alertHash}`);
    }
  });

  it('allows no inline script when the shell has none', async () => {
    server = await startServer({}, { site: new StaticSite(makeSiteDir()) });
    const csp = (await fetch(`${server.url}/categories`)).headers.get('content-security-policy') ?? '';
    expect(csp.match(/script-src [^;]*/)?.[0]).toBe("script-src 'self'");
  });
});
