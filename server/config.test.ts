import { availableParallelism } from 'node:os';
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

  it('runs one API process unless told, more only on PostgreSQL', () => {
    const pg = 'postgresql://u:p@localhost/db';
    expect(loadConfig({}).apiProcesses).toBe(1);
    expect(loadConfig({ DATABASE_URL: pg }).apiProcesses).toBe(1);
    expect(loadConfig({ DATABASE_URL: pg, API_PROCESSES: '4' }).apiProcesses).toBe(4);
    expect(loadConfig({ DATABASE_URL: pg, API_PROCESSES: 'auto' }).apiProcesses).toBe(Math.min(64, availableParallelism()));
    // `auto` on the embedded database is the one process it allows; a number above one is an operator's mistake.
    expect(loadConfig({ API_PROCESSES: 'auto' }).apiProcesses).toBe(1);
    expect(loadConfig({ API_PROCESSES: '1' }).apiProcesses).toBe(1);
    expect(() => loadConfig({ API_PROCESSES: '2' })).toThrow(/API_PROCESSES=2 needs DATABASE_URL/);
    for (const wrong of ['0', '65', 'two', '-1', '1.5']) {
      expect(() => loadConfig({ DATABASE_URL: pg, API_PROCESSES: wrong })).toThrow(/API_PROCESSES must be a number of processes from 1 to 64/);
    }
  });
});
