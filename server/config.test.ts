import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.dataDir).toBe('./data');
    expect(c.databaseUrl).toBeUndefined();
  });
  it('reads the variables', () => {
    const c = loadConfig({ PORT: '9000', DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u:p@localhost/db' });
    expect(c.port).toBe(9000);
    expect(c.dataDir).toBe('/tmp/x');
    expect(c.databaseUrl).toBe('postgres://u:p@localhost/db');
  });
  it('reads the Firebase web configuration', () => {
    const c = loadConfig({ FIREBASE_PROJECT_ID: 'seaway-prod', FIREBASE_API_KEY: 'AIzaSyA1234567890abcdefghijkl' });
    expect(c.firebaseProjectId).toBe('seaway-prod');
    expect(c.firebaseApiKey).toBe('AIzaSyA1234567890abcdefghijkl');
    expect(() => loadConfig({ FIREBASE_API_KEY: 'short' })).toThrow(/FIREBASE_API_KEY/);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be a port number/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});
