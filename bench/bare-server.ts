/**
 * The baseline of bench/projects-load.ts: a bare Fastify "hello" route in its own process
 * (PGlite runs queries on the app process's thread, so sharing it would skew the baseline).
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));

const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.send?.({ type: 'ready', url });

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('message', (m: { type?: string }) => {
  if (m?.type === 'stop') void stop();
});
process.on('disconnect', () => void stop());
