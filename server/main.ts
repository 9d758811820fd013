import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadCatalogueWithCache, writeCatalogueCache, type CatalogueSources } from './catalogueCache';
import { FixtureError } from './fixtures';
import { Pages } from './pages';
import { readSettings, shutdownDeadlineMs } from './settings';
import { StaticSite } from './static';

/** The catalogue as the build validated it, beside this file (catalogueCache.ts). */
const catalogueCacheFile = fileURLToPath(new URL('catalogue.cache', import.meta.url));

async function start(): Promise<void> {
  let settings;
  let catalogue;
  try {
    settings = readSettings();
    const sources: CatalogueSources = {
      codeFile: fileURLToPath(import.meta.url),
      fixturesDir: settings.fixturesDir,
      licensedFixturesDir: settings.licensedFixturesDir,
    };
    // The build runs this file once with --write-catalogue-cache (scripts/build-server.mjs).
    if (process.argv.includes('--write-catalogue-cache')) {
      writeCatalogueCache(catalogueCacheFile, sources);
      return;
    }
    catalogue = loadCatalogueWithCache(catalogueCacheFile, sources).catalogue;
  } catch (error) {
    const heading =
      error instanceof FixtureError ? 'A fixture is invalid, so the server will not start:' : 'Cannot start:';
    console.error(`${heading}\n${(error as Error).message}`);
    process.exit(1);
  }
  const site = new StaticSite(settings.webRoot);
  const pages = await Pages.load(catalogue, settings.webRoot);
  const app = buildApp({ settings, catalogue, site, pages });

  app.listen({ port: settings.port, host: settings.host }).then(
    () => {
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : settings.port;
      // Listening: requests are answered from now on (what npm run bench times). Then what is built off the
      // start path (the assistant, the server renderer); the second line says the server is fully warm.
      console.log(`Kipimo is listening on http://localhost:${port}/categories`);
      app.warm().then(
        () =>
          console.log(
            `Kipimo is serving ${catalogue.tests.length} tests. Open http://localhost:${port}/categories`,
          ),
        (error: Error) => {
          // As an invalid fixture stops the start: a server without its assistant is not one to keep running.
          console.error(`Cannot start: the assistant could not be built: ${error.message}`);
          process.exit(1);
        },
      );
    },
    (error: Error) => {
      console.error(`Cannot listen on ${settings.host}:${settings.port}: ${error.message}`);
      process.exit(1);
    },
  );

  // Stop taking new connections, let requests in flight finish, then leave.
  const shutdown = () => {
    const deadline = setTimeout(() => process.exit(1), shutdownDeadlineMs);
    deadline.unref();
    app.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

void start();
