import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarUrlOf, fetchCalendar, isPublicAddress } from './calendar-fetch';

const ICS = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    switch (request.url) {
      case '/calendar.ics':
        response.writeHead(200, { 'Content-Type': 'text/calendar' }).end(ICS);
        return;
      case '/moved':
        response.writeHead(302, { Location: '/calendar.ics' }).end();
        return;
      case '/loop':
        response.writeHead(302, { Location: '/loop' }).end();
        return;
      case '/to-ftp':
        response.writeHead(301, { Location: 'ftp://example.com/x.ics' }).end();
        return;
      case '/huge':
        response.writeHead(200, { 'Content-Type': 'text/calendar' });
        // Chunked, no length announced: the limit is counted while reading.
        for (let i = 0; i < 20; i++) response.write('X'.repeat(64 * 1024));
        response.end();
        return;
      case '/slow':
        setTimeout(() => response.writeHead(200).end(ICS), 1_000);
        return;
      default:
        response.writeHead(404).end('Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('calendar URLs', () => {
  it('takes https (webcal read as https), never credentials nor other schemes', () => {
    expect(calendarUrlOf(' https://calendar.example.com/a.ics ', false)?.toString()).toBe('https://calendar.example.com/a.ics');
    expect(calendarUrlOf('webcal://calendar.example.com/a.ics', false)?.protocol).toBe('https:');
    expect(calendarUrlOf('http://calendar.example.com/a.ics', false)).toBeNull();
    expect(calendarUrlOf('https://user:secret@calendar.example.com/a.ics', false)).toBeNull();
    expect(calendarUrlOf('file:///etc/passwd', true)).toBeNull();
    expect(calendarUrlOf('not a url', true)).toBeNull();
    expect(calendarUrlOf(`https://example.com/${'a'.repeat(2_000)}`, false)).toBeNull();
  });

  it('allows plain http only to this machine, and only when private addresses are allowed (tests)', () => {
    expect(calendarUrlOf('http://127.0.0.1:9/a.ics', false)).toBeNull();
    expect(calendarUrlOf('http://127.0.0.1:9/a.ics', true)).not.toBeNull();
    expect(calendarUrlOf('http://localhost:9/a.ics', true)).not.toBeNull();
    expect(calendarUrlOf('http://calendar.example.com/a.ics', true)).toBeNull();
  });

  it('knows public addresses from private, loopback, link-local and reserved ones', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) expect(isPublicAddress(address), address).toBe(true);
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:7f00:1', '::ffff:127.0.0.1', '64:ff9b::a00:1', 'localhost']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

describe('fetchCalendar', () => {
  it('refuses loopback and private addresses, typed or resolved, before connecting', async () => {
    for (const url of ['https://127.0.0.1/a.ics', 'https://[::1]/a.ics', 'https://10.0.0.7/a.ics', 'https://169.254.169.254/latest', 'https://[::ffff:127.0.0.1]/a.ics', 'https://localhost/a.ics']) {
      expect(await fetchCalendar(url, { allowPrivateAddresses: false }), url).toEqual({ ok: false, error: 'ical_address_refused' });
    }
    expect(await fetchCalendar(`${base}/calendar.ics`, { allowPrivateAddresses: false })).toEqual({ ok: false, error: 'ical_url_invalid' });
  });

  it('fetches from a local server when allowed, following a redirect', async () => {
    expect(await fetchCalendar(`${base}/calendar.ics`, { allowPrivateAddresses: true })).toEqual({ ok: true, text: ICS });
    expect(await fetchCalendar(`${base}/moved`, { allowPrivateAddresses: true })).toEqual({ ok: true, text: ICS });
  });

  it('stops at too many redirects, a redirect elsewhere than https, an error status, a body over the limit, and the time limit', async () => {
    const allowed = { allowPrivateAddresses: true };
    expect(await fetchCalendar(`${base}/loop`, allowed)).toEqual({ ok: false, error: 'ical_unreachable' });
    expect(await fetchCalendar(`${base}/to-ftp`, allowed)).toEqual({ ok: false, error: 'ical_url_invalid' });
    expect(await fetchCalendar(`${base}/missing`, allowed)).toEqual({ ok: false, error: 'ical_http_error' });
    expect(await fetchCalendar(`${base}/huge`, allowed)).toEqual({ ok: false, error: 'ical_too_large' });
    expect(await fetchCalendar(`${base}/slow`, { ...allowed, timeoutMs: 200 })).toEqual({ ok: false, error: 'ical_timeout' });
    expect(await fetchCalendar('http://127.0.0.1:1/closed.ics', allowed)).toEqual({ ok: false, error: 'ical_unreachable' });
  });
});
