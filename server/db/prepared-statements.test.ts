import fc from 'fast-check';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { prepareMarkedStatements, prepared, statementName } from './prepared-statements';

/** Compiles statements as the PostgreSQL dialect does, without a database. */
const compiler = new Kysely<object>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('statementName', () => {
  it('names a marked text by its mark and its hash, and a text without the mark not at all', () => {
    const one = statementName('/*prepared:search-versions*/ select 1 from search_versions');
    const other = statementName('/*prepared:search-versions*/ select 2 from search_versions');
    expect(one).toMatch(/^search-versions:[A-Za-z0-9_-]{16}$/);
    expect(other).toMatch(/^search-versions:/);
    expect(other).not.toBe(one);
    expect(statementName('/*prepared:search-versions*/ select 1 from search_versions')).toBe(one);
    expect(statementName('select 1 from search_versions')).toBeNull();
    expect(statementName('select 1 /*prepared:search-versions*/')).toBeNull();
  });

  it('names only texts that start with a mark, and one text always alike', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('', '/*prepared:boat-page-summaries*/ ', '  /*prepared:a1*/'), (body, mark) => {
        const text = mark + body;
        const name = statementName(text);
        if (mark === '') expect(name === null || body.trimStart().startsWith('/*prepared:')).toBe(true);
        else expect(name).toMatch(/^(boat-page-summaries|a1):/);
        expect(statementName(text)).toBe(name);
      }),
    );
  });
});

describe('prepared', () => {
  it('marks the start of a statement with a comment, which any database reads as nothing', () => {
    expect(() => prepared('Search versions')).toThrow(/lower-case/);
    const { sql: text, parameters } = sql`${prepared('search-versions')}select ${1}::int as one`.compile(compiler);
    expect(text).toBe('/*prepared:search-versions*/ select $1::int as one');
    expect(parameters).toEqual([1]);
    expect(statementName(text)).toMatch(/^search-versions:/);
  });
});

describe('prepareMarkedStatements', () => {
  const marked = '/*prepared:probe*/ select * from probe where id = $1';
  const fakeClient = (answer: (args: unknown[]) => Promise<unknown>) => {
    const calls: unknown[][] = [];
    const client = { query: vi.fn((...args: unknown[]) => (calls.push(args), answer(args))) };
    return { client: prepareMarkedStatements(client), calls };
  };

  it('runs a marked statement as a named one, and anything else as it came', async () => {
    const { client, calls } = fakeClient(async () => ({ rows: [] }));
    await client.query(marked, [1]);
    await client.query('select 1', []);
    const callback = () => undefined;
    client.query('select 2', [], callback);
    await client.query({ text: marked, values: [2] });
    expect(calls[0]).toEqual([{ name: statementName(marked), text: marked, values: [1] }]);
    expect(calls[1]).toEqual(['select 1', []]);
    expect(calls[2]).toEqual(['select 2', [], callback]);
    expect(calls[3]).toEqual([{ text: marked, values: [2] }]);
  });

  it('runs a statement that went stale on the client again unnamed, and unnamed from then on', async () => {
    const stale = Object.assign(new Error('cached plan must not change result type'), { code: '0A000' });
    const { client, calls } = fakeClient(async (args) => {
      if (typeof args[0] === 'object') throw stale;
      return { rows: [{ id: 1 }] };
    });
    await expect(client.query(marked, [1])).resolves.toEqual({ rows: [{ id: 1 }] });
    await expect(client.query(marked, [1])).resolves.toEqual({ rows: [{ id: 1 }] });
    expect(calls).toEqual([[{ name: statementName(marked), text: marked, values: [1] }], [marked, [1]], [marked, [1]]]);
  });

  it('leaves any other failure to the caller, and the statement prepared', async () => {
    const broken = Object.assign(new Error('duplicate key'), { code: '23505' });
    const { client, calls } = fakeClient(async () => {
      throw broken;
    });
    await expect(client.query(marked, [1])).rejects.toBe(broken);
    await expect(client.query(marked, [1])).rejects.toBe(broken);
    expect(calls).toHaveLength(2);
    expect(calls.every(([first]) => typeof first === 'object')).toBe(true);
  });
});
