import { Hono } from 'hono';
import { CurrencyCodeParam, type CurrencyListResponse, type CurrencyResponse } from '../../src/contract/currency';
import { apiError, validateValue } from '../http/validate';
import type { AppEnv, ServerDeps } from '../http/env';

export const currencyRoutes = (deps: ServerDeps) =>
  new Hono<AppEnv>()
    .get('/currencies', async (c) => {
      const rows = await deps.db.selectFrom('currencies').selectAll().orderBy('legacy_id').execute();
      return c.json<CurrencyListResponse>({
        currencies: rows.map((r) => ({ code: r.code, rate: r.rate, symbol: r.symbol, minorUnits: r.minor_units, legacyId: r.legacy_id })),
      });
    })
    .get('/currencies/:code', async (c) => {
      const code = validateValue(c, CurrencyCodeParam, c.req.param('code'));
      if (!code.ok) return code.response;
      const row = await deps.db.selectFrom('currencies').selectAll().where('code', '=', code.value.toUpperCase()).executeTakeFirst();
      if (!row) return apiError(c, 404, 'currency_not_found');
      c.header('Cache-Control', 'public, max-age=300');
      return c.json<CurrencyResponse>({ code: row.code, rate: row.rate, symbol: row.symbol, minorUnits: row.minor_units, legacyId: row.legacy_id });
    });
