/**
 * The yardstick for the market GET benchmark: a bare Fastify 5 app (no plugins, no hooks, no
 * validation) answering one route with a JSON body of the same shape as `/api/market/detail`, and
 * one with a text as long as home's overview (28 tickers, about 5.5 KB), already serialized as the
 * server's shared answers are: how much of home's cost is its size alone.
 * Run as its own process; it prints its port.
 */
import Fastify from 'fastify';

const body = {
  code: 200,
  msg: 'ok',
  data: { id: 1795389103, open: 115709.03, close: 117241.84, low: 115287.52, high: 119398.98, amount: 21106.777501, vol: 2463431298.17, count: 5471665, version: 1795389103, symbol: 'btcusdt', ts: 1795389103912 },
};

const ticker = { symbol: 'btcusdt', open: 115709.03, high: 119398.98, low: 115287.52, close: 117241.84, amount: 21106.777501, vol: 2463431298.17, count: 5471665, bid: 117240.12, bidSize: 1.234567, ask: 117241.84, askSize: 2.345678 };
const homeText = JSON.stringify({ code: 200, msg: 'ok', data: { markets: Array.from({ length: 28 }, () => ticker) } });

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ...body, data: { ...body.data, ts: Date.now() } }));
app.get('/bare-home', async (_request, reply) => reply.type('application/json; charset=utf-8').send(homeText));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.warn(address);
