// The framework's own ceiling: one empty Fastify route, in its own process like the real server.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/empty', async () => ({}));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening ${app.server.address().port}`);
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
