/**
 * The yardstick for the market GET benchmark: a bare Fastify 5 app (no plugins, no hooks, no
 * validation) answering one route with a JSON body of the same shape as `/api/market/detail`.
 * Run as its own process; it prints its port.
 */
import Fastify from 'fastify';

const body = {
  code: 200,
  msg: 'ok',
  data: { id: 1795389103, open: 115709.03, close: 117241.84, low: 115287.52, high: 119398.98, amount: 21106.777501, vol: 2463431298.17, count: 5471665, version: 1795389103, symbol: 'btcusdt', ts: 1795389103912 },
};

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ...body, data: { ...body.data, ts: Date.now() } }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.warn(address);
