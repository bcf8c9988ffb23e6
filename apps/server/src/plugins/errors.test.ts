import enUS from '@halyard/shared/messages/en_US.json' with { type: 'json' };
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorsPlugin, isTransientDatabaseFailure } from './errors.js';

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

  it('tells a lost connection or a transient rollback from other database errors', () => {
    expect(isTransientDatabaseFailure({ code: '08006' })).toBe(true);
    expect(isTransientDatabaseFailure(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    // The socket broke under a query (pg passes Node's error on as it is).
    expect(isTransientDatabaseFailure(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', syscall: 'read' }))).toBe(true);
    expect(isTransientDatabaseFailure(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }))).toBe(true);
    // PostgreSQL has no connection to spare, or the pool none to give in time.
    expect(isTransientDatabaseFailure(Object.assign(new Error('sorry, too many clients already'), { code: '53300' }))).toBe(true);
    expect(isTransientDatabaseFailure(new Error('timeout exceeded when trying to connect'))).toBe(true);
    // pg-pool wraps the socket's error in its own.
    expect(isTransientDatabaseFailure(new Error('Connection terminated due to connection timeout', { cause: new Error('timeout expired') }))).toBe(true);
    expect(isTransientDatabaseFailure(new Error('could not open', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }) }))).toBe(true);
    // PostgreSQL rolled the transaction back to break a deadlock or a serialization conflict.
    expect(isTransientDatabaseFailure({ code: '40P01' })).toBe(true);
    expect(isTransientDatabaseFailure({ code: '40001' })).toBe(true);
    expect(isTransientDatabaseFailure({ code: '23505' })).toBe(false);
    expect(isTransientDatabaseFailure({ code: '42P01' })).toBe(false);
    expect(isTransientDatabaseFailure(new Error('a bug', { cause: new Error('another bug') }))).toBe(false);
    expect(isTransientDatabaseFailure(undefined)).toBe(false);
  });
});
