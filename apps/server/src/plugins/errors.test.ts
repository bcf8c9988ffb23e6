import enUS from '@halyard/shared/messages/en_US.json' with { type: 'json' };
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorsPlugin, isDatabaseConnectionLost } from './errors.js';

describe('the error map', () => {
  it('answers 503 (retry), not 500, when PostgreSQL ends the connection under a request', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/cut', () => {
      throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    });
    app.get('/closed', () => {
      throw new Error('Connection terminated unexpectedly');
    });
    app.get('/bug', () => {
      throw new Error('a bug');
    });
    for (const url of ['/cut', '/closed']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json()).toEqual({ code: 503, msg: enUS.notReady, data: null });
    }
    expect((await app.inject({ method: 'GET', url: '/bug' })).statusCode).toBe(500);
    await app.close();
  });

  it('tells a lost connection from other database errors', () => {
    expect(isDatabaseConnectionLost({ code: '08006' })).toBe(true);
    expect(isDatabaseConnectionLost(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isDatabaseConnectionLost({ code: '23505' })).toBe(false);
    expect(isDatabaseConnectionLost(undefined)).toBe(false);
  });
});
