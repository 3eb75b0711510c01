import { Hono } from 'hono';
import type { AppEnv, ServerDeps } from '../http/env';
import { escapeHtml } from './escape-html';

/** The demo host page of the embedded sign-in funnel (issue [12]). */
export const LOGIN_EMBED_DEMO_PATH = '/dev/login-embed';

const TEXTS = {
  en: { title: 'A partner’s page', lead: 'This page is not Seaway’s: its own content and styles stay as they are.', favorite: 'Save this boat', header: 'Sign in' },
  fr: { title: 'La page d’un partenaire', lead: 'Cette page n’est pas celle de Seaway : son contenu et ses styles restent les siens.', favorite: 'Garder ce bateau', header: 'Se connecter' },
} as const;

/**
 * A plain HTML page that is not ours (development and tests only): it holds the funnel's element, loads the embed
 * bundle, opens the funnel from its own buttons (the favorite and header origins) and writes the outcome events it
 * receives. `?lang=fr` makes it a French page. Its own style is deliberately unlike ours.
 */
export const loginEmbedDemoPage = (deps: ServerDeps) =>
  new Hono<AppEnv>().get(LOGIN_EMBED_DEMO_PATH, (c) => {
    if (deps.config.environment !== 'development' && deps.config.environment !== 'test') return c.text('Not found', 404);
    const lang = c.req.query('lang') === 'fr' ? 'fr' : 'en';
    const t = TEXTS[lang];
    const nonce = c.get('secureHeadersNonce');
    const nonceAttr = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    return c.html(`<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<style${nonceAttr}>body{font:16px/1.5 Georgia,serif;margin:2rem;background:#fffdf5;color:#3b2f1e}h1{color:#7a3e00}button{font:inherit;margin-right:.5rem}</style>
</head><body><main>
<h1 id="host-title">${escapeHtml(t.title)}</h1>
<p id="host-content">${escapeHtml(t.lead)}</p>
<p><button type="button" id="open-favorite">${escapeHtml(t.favorite)}</button><button type="button" id="open-header">${escapeHtml(t.header)}</button></p>
<h2>Events</h2>
<ol id="events" aria-live="polite"></ol>
</main>
<div id="auth-funnel-modal"></div>
<script${nonceAttr}>
(function () {
  var events = document.getElementById('events');
  var open = function (origin) {
    var request = { origin: origin };
    // The API when the bundle has loaded; the event otherwise (a page that loads us later).
    if (window.Seaway) window.Seaway.openLogin(request);
    else document.dispatchEvent(new CustomEvent('seaway:open-login', { detail: request }));
  };
  document.getElementById('open-favorite').addEventListener('click', function () { open('favorite'); });
  document.getElementById('open-header').addEventListener('click', function () { open('header'); });
  document.addEventListener('seaway:login', function (event) {
    var item = document.createElement('li');
    item.textContent = JSON.stringify(event.detail);
    item.setAttribute('data-status', event.detail.status);
    events.appendChild(item);
  });
  document.addEventListener('seaway:ready', function () { document.body.setAttribute('data-seaway-ready', 'true'); });
})();
</script>
<script type="module" src="/embed/seaway-login.js"></script>
</body></html>`);
  });
