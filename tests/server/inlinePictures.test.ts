import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withInlinePictures } from '../../server/inlinePictures';
import type { SiteCatalogue } from '../../schemas';
import { catalogue } from '../helpers/fixtures';

const site = catalogue.site.get('en') as SiteCatalogue;
const small = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>\n';

/** A web root holding the given files, and the catalogue with its categories' pictures at those addresses. */
function setUp(files: Record<string, string>, addresses: string[]) {
  const root = mkdtempSync(path.join(tmpdir(), 'kipimo-pictures-'));
  const web = path.join(root, 'web');
  for (const [address, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, address)), { recursive: true });
    writeFileSync(path.join(root, address), content);
  }
  const withAddresses: SiteCatalogue = {
    ...site,
    categories: site.categories.slice(0, addresses.length).map((category, index) => ({
      ...category,
      imageSrc: addresses[index]!,
    })),
  };
  return withInlinePictures(withAddresses, web).categories.map((category) => category.imageSrc);
}

describe('the category pictures written into the page', () => {
  it('writes a small SVG of the web root in as a data address that reads back as the file', () => {
    const [written] = setUp({ 'web/images/a.svg': small }, ['/images/a.svg']);
    expect(written!.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(written!.slice('data:image/svg+xml,'.length))).toBe(small.trim());
  });

  it('keeps the address of a large SVG, another format, a missing file and a path out of the web root', () => {
    const large = `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(600)}</svg>`;
    const addresses = ['/images/large.svg', '/images/photo.png', '/images/missing.svg', '/../secret.svg'];
    const kept = setUp(
      { 'web/images/large.svg': large, 'web/images/photo.png': 'png', 'secret.svg': small },
      addresses,
    );
    expect(kept).toEqual(addresses);
  });

  it('changes nothing else in the catalogue', () => {
    const written = withInlinePictures(site, path.join(tmpdir(), 'no-such-web-root'));
    expect(written).toEqual(site);
  });
});
