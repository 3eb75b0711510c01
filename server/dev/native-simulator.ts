import type { Context } from 'hono';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { parseAppVersion } from '../../src/domain/native/app-version';
import { isSitePath } from '../../src/domain/native/deep-link';
import { BACKGROUND_AT_STORAGE_KEY } from '../../src/domain/native/foreground';
import type { ServerConfig } from '../config';
import type { AppEnv, ServerDeps } from '../http/env';
import { escapeHtml } from './escape-html';

/**
 * The host-app simulator (issue [7]): a development and test page that shows the app in an iframe and plays the native
 * app around it, so people and browser tests can drive every webview flow without a phone. Never in production: the
 * page answers 404 there, and the channel below is never added to a page.
 */
export const NATIVE_SIMULATOR_PATH = '/dev/native-app';
/** Set by the simulator page: the app's pages then get the simulated channel (development and test only). */
const SIMULATOR_COOKIE = 'seaway_native_sim';
/** The minimum app version the simulator plays (its `minimum` parameter), instead of MIN_APP_VERSION. */
const MINIMUM_COOKIE = 'seaway_native_sim_min';

const simulatorAvailable = (config: Pick<ServerConfig, 'environment'>): boolean => config.environment === 'development' || config.environment === 'test';

/** The minimum app version the simulator asked for, in development and test only. */
export const simulatedMinimumAppVersion = (c: Context, config: Pick<ServerConfig, 'environment'>): string | undefined => {
  if (!simulatorAvailable(config)) return undefined;
  const minimum = getCookie(c, MINIMUM_COOKIE);
  return minimum !== undefined && parseAppVersion(minimum) !== undefined ? minimum : undefined;
};

/**
 * The simulated react-native-webview channel, added to index.html before the app's scripts when the simulator opened
 * the page: `window.ReactNativeWebView.postMessage` forwards to the simulator (the parent frame), whose answers and
 * events arrive as `message` events like the real app's. It acts only inside the simulator's frame, so a page opened
 * on its own by the same browser stays a plain browser page.
 */
export const nativeSimulatorChannel = (c: Context<AppEnv>, config: Pick<ServerConfig, 'environment'>): string => {
  if (!simulatorAvailable(config) || getCookie(c, SIMULATOR_COOKIE) !== '1') return '';
  const nonce = c.get('secureHeadersNonce');
  return (
    `<script${nonce ? ` nonce="${escapeHtml(nonce)}"` : ''}>(function(){if(window.parent===window)return;` +
    `try{if(window.parent.location.pathname!==${JSON.stringify(NATIVE_SIMULATOR_PATH)})return;}catch(e){return;}` +
    `window.ReactNativeWebView={postMessage:function(m){window.parent.postMessage({seawaySimulator:'to-native',message:m},location.origin);}};})();</script>`
  );
};

const option = (value: string, label: string, selected: string): string =>
  `<option value="${escapeHtml(value)}"${value === selected ? ' selected' : ''}>${escapeHtml(label)}</option>`;

const select = (id: string, label: string, options: readonly (readonly [string, string])[], selected: string): string =>
  `<label for="${id}">${escapeHtml(label)}</label><select id="${id}">${options.map(([v, l]) => option(v, l, selected)).join('')}</select>`;

const input = (id: string, label: string, value: string, type = 'text'): string =>
  `<label for="${id}">${escapeHtml(label)}</label><input id="${id}" type="${type}" value="${escapeHtml(value)}">`;

const pick = <T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

interface SimulatorSettings {
  readonly path: string;
  readonly platform: 'ios' | 'android';
  readonly version: string;
  readonly att: string;
  readonly attAnswer: string;
  readonly push: string;
  readonly biometric: string;
}

const ATT = ['notDetermined', 'authorized', 'denied', 'restricted'] as const;

const settingsOf = (c: Context): SimulatorSettings => {
  const q = (name: string) => c.req.query(name);
  const path = q('path');
  const version = q('version');
  return {
    path: path !== undefined && isSitePath(path) ? path : '/',
    platform: pick(q('platform'), ['ios', 'android'] as const, 'ios'),
    version: version !== undefined && parseAppVersion(version) !== undefined ? version : '4.1.0',
    att: pick(q('att'), ATT, 'notDetermined'),
    attAnswer: pick(q('attAnswer'), ATT, 'authorized'),
    push: pick(q('push'), ['true', 'false'] as const, 'true'),
    biometric: pick(q('biometric'), ['confirmed', 'cancelled', 'unavailable'] as const, 'confirmed'),
  };
};

const STYLE = `body{font:14px/1.4 system-ui,sans-serif;margin:0;display:grid;grid-template-columns:420px 1fr;height:100vh}
.phone{display:flex;flex-direction:column;border-right:1px solid #ccd;background:#222}.status-bar{color:#fff;padding:4px 10px;font-size:12px;display:flex;justify-content:space-between}
iframe{flex:1;border:0;background:#fff;width:100%}main{overflow:auto;padding:1rem}fieldset{margin:0 0 1rem;border:1px solid #ccd}
label{display:inline-block;min-width:9rem;margin:.2rem 0}input,select{margin:.2rem .5rem .2rem 0}button{margin:.2rem .3rem .2rem 0}
#log{font:12px/1.3 ui-monospace,monospace;padding-left:1.5rem}#log li[data-direction=from-app]{color:#0b5cad}#log li[data-direction=to-app]{color:#1a7f37}#log li[data-direction=page]{color:#777}
@media (max-width:800px){body{display:block;height:auto}.phone{height:85vh}}`;

/** The simulator's own script: answers the app's requests from the settings, sends the events, logs both ways. */
const SCRIPT = `(function(){
const NATIVE='seaway-native';const BACKGROUND_KEY=${JSON.stringify(BACKGROUND_AT_STORAGE_KEY)};
const $=function(id){return document.getElementById(id);};const frame=$('app');const log=$('log');let badge=3;let notification=0;
const showBadge=function(){$('badge').textContent='Badge: '+badge;};showBadge();
const write=function(direction,type,data){const li=document.createElement('li');li.dataset.direction=direction;li.dataset.type=type;
li.textContent=(direction==='from-app'?'app → native ':direction==='to-app'?'native → app ':'page ')+type+(data===undefined?'':' '+JSON.stringify(data));log.append(li);};
const send=function(message){frame.contentWindow.postMessage(JSON.stringify(message),location.origin);};
const settings=function(){return{platform:$('platform').value,version:$('version').value,deviceToken:$('device-token').value,fcmToken:$('fcm-token').value||null,
att:$('att').value,attAnswer:$('att-answer').value,push:$('push').value==='true',biometric:$('biometric').value};};
const answers={
'device.platform':function(s){return s.platform;},
'tracking.status':function(s){return s.att;},
'tracking.request':function(s){$('att').value=s.attAnswer;return s.attAnswer;},
'push.request':function(s){return s.push;},
'device.info':function(s){return{deviceToken:s.deviceToken,deviceType:s.platform,deviceVersion:s.version,fcmToken:s.fcmToken};},
'push.clearBadge':function(){badge=0;showBadge();return null;},
'ui.statusBar':function(s,params){$('status-bar').style.background=params.color||'';$('status-bar').style.color='#000';return null;},
'biometric.confirm':function(s){return s.biometric;},
'app.openStore':function(){return null;}};
window.addEventListener('message',function(event){
if(event.source!==frame.contentWindow||event.origin!==location.origin)return;const data=event.data;if(!data||data.seawaySimulator!=='to-native')return;
let request;try{request=typeof data.message==='string'?JSON.parse(data.message):data.message;}catch(e){write('from-app','unreadable');return;}
if(!request||typeof request.type!=='string'){write('from-app','unreadable');return;}
write('from-app',request.type,request.params);const handler=answers[request.type];
if(!handler){write('to-app',request.type,{ok:false});send({source:NATIVE,id:request.id,ok:false,error:'unknown request'});return;}
const value=handler(settings(),request.params||{});write('to-app',request.type,value);send({source:NATIVE,id:request.id,ok:true,value:value});});
const event=function(name,data){write('to-app',name,data);send(data===undefined?{source:NATIVE,event:name}:{source:NATIVE,event:name,data:data});};
const waitFor=function(test,ms){return new Promise(function(resolve){const start=Date.now();const tick=function(){if(test()||Date.now()-start>ms)resolve();else setTimeout(tick,20);};tick();});};
const push=function(){notification+=1;return{notificationId:$('push-id').value||('n-'+notification),objectId:$('push-object-id').value||null,objectType:$('push-object-type').value||null,
userId:null,deviceId:$('device-token').value};};
$('background').addEventListener('click',function(){event('app.background');});
$('foreground').addEventListener('click',function(){event('app.foreground');});
$('foreground-after').addEventListener('click',function(){const minutes=Number($('minutes').value)||0;event('app.background');
waitFor(function(){return localStorage.getItem(BACKGROUND_KEY)!==null;},2000).then(function(){
localStorage.setItem(BACKGROUND_KEY,new Date(Date.now()-minutes*60000).toISOString());write('page','away',{minutes:minutes});event('app.foreground');});});
$('push-received').addEventListener('click',function(){badge+=1;showBadge();event('push.received',push());});
$('push-clicked').addEventListener('click',function(){const data=push();const url=$('push-url').value;if(url)data.url=url;event('push.clicked',data);});
$('push-opened').addEventListener('click',function(){event('push.opened',{pushNotificationId:$('push-id').value||'di-1',platform:$('platform').value});});
$('push-token').addEventListener('click',function(){$('fcm-token').value=$('new-fcm-token').value;event('push.token',{fcmToken:$('new-fcm-token').value});});
$('deeplink').addEventListener('click',function(){event('deeplink.open',{url:$('deeplink-url').value});});
$('clear-log').addEventListener('click',function(){log.replaceChildren();});
frame.addEventListener('load',function(){let where='';try{where=frame.contentWindow.location.pathname+frame.contentWindow.location.search;}catch(e){where='?';}write('page','load',where);});
frame.src=frame.dataset.src;
})();`;

/** GET /dev/native-app?path=/fr/…&platform=ios|android&version=4.1.0[&minimum=4.0.0&att=…&attAnswer=…&push=…&biometric=…] */
export const nativeSimulatorPages = (deps: ServerDeps) =>
  new Hono<AppEnv>().get(NATIVE_SIMULATOR_PATH, (c) => {
    if (!simulatorAvailable(deps.config)) return c.text('Not found', 404);
    const s = settingsOf(c);
    setCookie(c, SIMULATOR_COOKIE, '1', { path: '/', sameSite: 'Strict', httpOnly: true });
    const minimum = c.req.query('minimum');
    if (minimum !== undefined && parseAppVersion(minimum) !== undefined) setCookie(c, MINIMUM_COOKIE, minimum, { path: '/', sameSite: 'Strict', httpOnly: true });
    else deleteCookie(c, MINIMUM_COOKIE, { path: '/' });
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    const nonce = c.get('secureHeadersNonce');
    const nonceAttr = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
    const origin = new URL(c.req.url);
    const deeplink = `${origin.protocol}//app.${origin.host}/fr/location-bateau/recherche?utm_source=app`;
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Seaway: native app simulator</title><meta name="description" content="Plays the native app around the web app, for development and tests.">
<style${nonceAttr}>${STYLE}</style></head>
<body><div class="phone"><div id="status-bar" class="status-bar"><span>${escapeHtml(s.platform)} ${escapeHtml(s.version)}</span><span id="badge"></span></div>
<iframe id="app" title="App" data-src="${escapeHtml(s.path)}"></iframe></div>
<main><h1>Native app simulator</h1>
<p>Development and tests only. The app in the frame talks to this page as it would to the native app; every message is logged below.</p>
<fieldset><legend>Device and answers</legend>
${select('platform', 'Platform', [['ios', 'iOS'], ['android', 'Android']], s.platform)}
${input('version', 'App version', s.version)}<br>
${input('device-token', 'Device token', `sim-${s.platform}-device`)}
${input('fcm-token', 'Push (FCM) token', `sim-fcm-1`)}<br>
${select('att', 'Tracking status', ATT.map((a) => [a, a] as const), s.att)}
${select('att-answer', 'Tracking prompt answer', ATT.filter((a) => a !== 'notDetermined').map((a) => [a, a] as const), s.attAnswer)}<br>
${select('push', 'Push permission', [['true', 'accepted'], ['false', 'refused']], s.push)}
${select('biometric', 'Fingerprint answer', [['confirmed', 'confirmed'], ['cancelled', 'cancelled'], ['unavailable', 'unavailable']], s.biometric)}
</fieldset>
<fieldset><legend>App life</legend>
<button id="background" type="button">Background</button><button id="foreground" type="button">Foreground</button>
${input('minutes', 'Minutes away', '3', 'number')}<button id="foreground-after" type="button">Foreground after N minutes</button>
</fieldset>
<fieldset><legend>Push notifications</legend>
${input('push-id', 'Notification id', '')}${input('push-object-type', 'Object type', 'booking')}${input('push-object-id', 'Object id', '1')}<br>
${input('push-url', 'Push URL', '/account/bookings')}<br>
<button id="push-received" type="button">Push received</button><button id="push-clicked" type="button">Push clicked</button><button id="push-opened" type="button">Push opened (di)</button><br>
${input('new-fcm-token', 'New push token', 'sim-fcm-2')}<button id="push-token" type="button">Send new push token</button>
</fieldset>
<fieldset><legend>Deep link</legend>${input('deeplink-url', 'Deep link URL', deeplink)}<button id="deeplink" type="button">Open deep link</button></fieldset>
<h2>Messages</h2><button id="clear-log" type="button">Clear the log</button><ol id="log" aria-label="Messages"></ol>
</main><script${nonceAttr}>${SCRIPT}</script></body></html>`);
  });
