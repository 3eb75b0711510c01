import { Hono } from 'hono';
import type { AppEnv, ServerDeps } from '../http/env';
import { isSmsOutboxActive } from '../sms/create-sms-sender';
import { isEmailOutboxActive } from '../auth/create-email-sender';
import { escapeHtml } from './escape-html';
import { latestEmails, latestSms, type EmailOutboxEntry, type SmsOutboxEntry } from './outbox-queries';

const smsRow = (m: SmsOutboxEntry): string =>
  `<tr><td>${escapeHtml(m.createdAt)}</td><td>${escapeHtml(m.phone)}</td><td>${escapeHtml(m.channel)}</td>` +
  `<td><strong>${escapeHtml(m.code ?? '')}</strong></td><td>${escapeHtml(m.text)}</td></tr>`;

const emailRow = (m: EmailOutboxEntry): string =>
  `<tr><td>${escapeHtml(m.createdAt)}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.subject)}</td>` +
  `<td>${m.link ? `<a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a>` : ''}</td></tr>`;

const table = (caption: string, head: readonly string[], rows: readonly string[]): string =>
  `<table><caption>${escapeHtml(caption)}</caption><thead><tr>${head.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('')}</tr></thead>` +
  `<tbody>${rows.length > 0 ? rows.join('') : `<tr><td colspan="${head.length}">Nothing yet.</td></tr>`}</tbody></table>`;

/** GET /dev/sms-outbox: the latest SMS codes and emails, for people trying the app without a gateway. */
export const devPages = (deps: ServerDeps) =>
  new Hono<AppEnv>().get('/dev/sms-outbox', async (c) => {
    const smsActive = isSmsOutboxActive(deps.config);
    const emailActive = isEmailOutboxActive(deps.config);
    if (!smsActive && !emailActive) return c.text('Not found', 404);
    const [sms, emails] = await Promise.all([smsActive ? latestSms(deps.db) : [], emailActive ? latestEmails(deps.db) : []]);
    c.header('Cache-Control', 'no-store');
    // The app-wide security headers apply (http/security-headers.ts); the one inline style carries their nonce.
    c.header('X-Robots-Tag', 'noindex');
    const nonce = c.get('secureHeadersNonce');
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Seaway: development outbox</title><meta name="description" content="SMS codes and emails kept by the development outbox.">
<style${nonce ? ` nonce="${escapeHtml(nonce)}"` : ''}>body{font:14px/1.4 system-ui,sans-serif;margin:1.5rem}table{border-collapse:collapse;margin:0 0 2rem;width:100%}
caption{text-align:left;font-weight:600;font-size:1.1rem;margin-bottom:.5rem}th,td{border:1px solid #ccd;padding:.3rem .5rem;text-align:left;vertical-align:top}</style>
</head><body><main><h1>Development outbox</h1>
<p>Messages are kept here because no provider is configured (SMS_PROVIDER_URL and SMS_PROVIDER_TOKEN, EMAIL_PROVIDER_URL and EMAIL_PROVIDER_TOKEN). Newest first.</p>
${smsActive ? table('SMS and voice codes', ['Sent at (UTC)', 'Phone', 'Channel', 'Code', 'Text'], sms.map(smsRow)) : ''}
${emailActive ? table('Emails', ['Sent at (UTC)', 'To', 'Subject', 'Link'], emails.map(emailRow)) : ''}
</main></body></html>`);
  });
