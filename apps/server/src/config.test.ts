import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnvironment } from './config.js';

describe('configuration', () => {
  it('runs on embedded defaults', () => {
    expect(parseEnvironment({})).toMatchObject({
      PORT: 8080,
      DATA_DIR: './data',
      PREVIEW_MODE: true,
      CHAIN_ID: 1,
      TRUST_PROXY_HOPS: 0,
      EMBED_ORIGINS: [],
      MARKET_SOURCE: 'sim',
    });
    expect(parseEnvironment({ MARKET_SOURCE: 'ccxt:binance' }).MARKET_SOURCE).toBe('ccxt:binance');
  });

  it('takes the test market, pinned through an absolute file, in one process only', () => {
    expect(parseEnvironment({ MARKET_SOURCE: 'sim+pin:/tmp/e2e/pins.json' }).MARKET_SOURCE).toBe('sim+pin:/tmp/e2e/pins.json');
    expect(() => parseEnvironment({ MARKET_SOURCE: 'sim+pin:pins.json' })).toThrow(/MARKET_SOURCE/);
    expect(() => parseEnvironment({ MARKET_SOURCE: 'sim+pin:' })).toThrow(/MARKET_SOURCE/);
    expect(() => parseEnvironment({ MARKET_SOURCE: 'sim+pin:/tmp/pins.json', REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(/one process/);
  });

  it('names every bad variable in one message', () => {
    const attempt = () =>
      parseEnvironment({ PORT: 'eighty', PREVIEW_MODE: 'maybe', CHAIN_ID: '-1', EMBED_ORIGINS: 'https://a.example/path', MARKET_SOURCE: 'nasdaq' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'PREVIEW_MODE', 'CHAIN_ID', 'EMBED_ORIGINS', 'MARKET_SOURCE']) expect(message).toContain(name);
    }
  });

  it('runs every role in one process by default; a single role needs Redis', () => {
    expect(parseEnvironment({}).ROLE).toBe('all');
    expect(parseEnvironment({ ROLE: 'engine', REDIS_URL: 'redis://127.0.0.1:6379' }).ROLE).toBe('engine');
    expect(() => parseEnvironment({ ROLE: 'market' })).toThrow(/ROLE: market needs REDIS_URL/);
    expect(() => parseEnvironment({ ROLE: 'cashier', REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(/ROLE/);
  });

  it('generates a JWT secret once and keeps it in the data folder', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'halyard-config-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir });
      expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
      expect(loadConfig({ DATA_DIR: dataDir }).JWT_SECRET).toBe(first.JWT_SECRET);
      expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) }).JWT_SECRET).toBe('x'.repeat(40));
    } finally {
      // The folder holds a generated JWT secret: nothing of it stays behind.
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
