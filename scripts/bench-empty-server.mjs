// The framework's own ceiling, in its own process like the real server: an empty Fastify GET route, and an
// empty POST route that still reads and parses the JSON body it is sent (Fastify's default parser).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/empty', async () => ({}));
app.post('/empty', async () => ({}));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening ${app.server.address().port}`);
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
