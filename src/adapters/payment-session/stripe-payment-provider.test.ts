import { describe, expect, it } from 'vitest';
import { autorun } from 'mobx';
import { LANGUAGE_CODES } from '../../domain/i18n/languages';
import {
  NO_KEY_MESSAGE,
  STRIPE_MESSAGES,
  StripePaymentProvider,
  stripeLocale,
  type StripeClient,
  type StripeConfirmResult,
  type StripeConstructor,
  type StripeLoader,
} from './stripe-payment-provider';

const KEY = 'pk_test_seaway';

/** A promise resolved or rejected by the test. */
const deferred = <A,>() => {
  let resolve!: (value: A) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<A>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

/** A fake Stripe client of Stripe.js's shape: elements(…).create('payment').mount(element), confirmPayment(…). */
const fakeStripe = () => {
  const log = {
    elements: [] as Array<{ clientSecret: string; locale: string }>,
    created: [] as string[],
    mounted: [] as Array<{ target: unknown; clientSecret: string }>,
    destroyed: [] as string[],
    confirmed: [] as Array<{ elements: unknown; redirect: string }>,
  };
  const groups: unknown[] = [];
  let answer: () => Promise<StripeConfirmResult> = async () => ({ paymentIntent: { status: 'succeeded' } });
  let elementsFail: Error | null = null;
  const stripe: StripeClient = {
    elements: (options) => {
      if (elementsFail) throw elementsFail;
      log.elements.push(options);
      const group = {
        create: (type: 'payment') => {
          log.created.push(type);
          return {
            mount: (target: HTMLElement | string) => void log.mounted.push({ target, clientSecret: options.clientSecret }),
            destroy: () => void log.destroyed.push(options.clientSecret),
          };
        },
      };
      groups.push(group);
      return group;
    },
    confirmPayment: (options) => {
      log.confirmed.push(options);
      return answer();
    },
  };
  return {
    stripe,
    log,
    groups,
    answerWith: (result: StripeConfirmResult | (() => Promise<StripeConfirmResult>)) => {
      answer = typeof result === 'function' ? result : async () => result;
    },
    failElements: (error: Error | null) => {
      elementsFail = error;
    },
  };
};

/** A fake loader: records its calls, answers with the fake client (or what `next` says). */
const fakeLoader = (client: StripeClient) => {
  const calls: Array<{ key: string; locale: string }> = [];
  let next: (() => Promise<StripeClient | null>) | null = null;
  const loadStripe: StripeLoader = (key, options) => {
    calls.push({ key, locale: options.locale });
    const answer = next;
    next = null;
    return answer ? answer() : Promise.resolve(client);
  };
  return {
    loadStripe,
    calls,
    nextAnswer: (answer: () => Promise<StripeClient | null>) => {
      next = answer;
    },
  };
};

const setup = (options: { key?: string | undefined; locale?: string; window?: { Stripe?: StripeConstructor } } = {}) => {
  const fake = fakeStripe();
  const loader = fakeLoader(fake.stripe);
  let locale = options.locale ?? 'fr';
  const provider = new StripePaymentProvider({
    publishableKey: 'key' in options ? options.key : KEY,
    locale: () => locale,
    loadStripe: loader.loadStripe,
    window: options.window ?? {},
  });
  return { provider, fake, loader, setLocale: (code: string) => (locale = code) };
};

const element = { id: 'card-element' };

describe('StripePaymentProvider: loading Stripe.js', () => {
  it('mounts its own element (no card fields of ours) and starts not loaded, loading nothing until asked', () => {
    const { provider, loader } = setup();
    expect(provider.kind).toBe('stripe');
    expect(provider.usesOwnCardFields).toBe(false);
    expect(provider.scriptState).toBe('notLoaded');
    expect(loader.calls).toEqual([]);
  });

  it('goes notLoaded → loading → loaded (observably), loading the script once', async () => {
    const { provider, loader } = setup();
    const states: string[] = [];
    const stop = autorun(() => void states.push(provider.scriptState));
    const first = provider.load();
    expect(provider.scriptState).toBe('loading');
    expect(await first).toBe('loaded');
    expect(await provider.load()).toBe('loaded');
    expect(await provider.load()).toBe('loaded');
    stop();
    expect(states).toEqual(['notLoaded', 'loading', 'loaded']);
    expect(loader.calls).toEqual([{ key: KEY, locale: 'fr' }]);
    expect(provider.loadError).toBeNull();
  });

  it('concurrent load() calls share one attempt', async () => {
    const { provider, fake, loader } = setup();
    const pending = deferred<StripeClient | null>();
    loader.nextAnswer(() => pending.promise);
    const loads = [provider.load(), provider.load(), provider.load()];
    expect(loader.calls).toHaveLength(1);
    expect(provider.scriptState).toBe('loading');
    pending.resolve(fake.stripe);
    expect(await Promise.all(loads)).toEqual(['loaded', 'loaded', 'loaded']);
    expect(loader.calls).toHaveLength(1);
  });

  it('a failed load is the error state with its message; a later load() tries again', async () => {
    const { provider, loader } = setup();
    loader.nextAnswer(() => Promise.reject(new Error('Failed to load Stripe.js')));
    const failing = [provider.load(), provider.load()];
    expect(await Promise.all(failing)).toEqual(['error', 'error']);
    expect(provider.scriptState).toBe('error');
    expect(provider.loadError).toBe('Failed to load Stripe.js');
    expect(loader.calls).toHaveLength(1);
    const retry = provider.load();
    expect(provider.scriptState).toBe('loading');
    expect(await retry).toBe('loaded');
    expect(provider.loadError).toBeNull();
    expect(loader.calls).toHaveLength(2);
  });

  it('a loader that finds no Stripe.js (null, as on a server) is an error, not a crash', async () => {
    const { provider, loader } = setup();
    loader.nextAnswer(() => Promise.resolve(null));
    expect(await provider.load()).toBe('error');
    expect(provider.loadError).toBe(STRIPE_MESSAGES.unavailable);
  });

  it('does not load the script again when window.Stripe is already there', async () => {
    const created: Array<{ key: string; options: unknown }> = [];
    const client = fakeStripe().stripe;
    const Stripe: StripeConstructor = (key, options) => (created.push({ key, options }), client);
    const { provider, loader } = setup({ window: { Stripe }, locale: 'en-US' });
    expect(await provider.load()).toBe('loaded');
    expect(await provider.load()).toBe('loaded');
    expect(loader.calls).toEqual([]);
    expect(created).toEqual([{ key: KEY, options: { locale: 'en' } }]);
  });

  it('the default loader is @stripe/stripe-js/pure, imported on first use (here, with no browser, it finds no Stripe.js)', async () => {
    const provider = new StripePaymentProvider({ publishableKey: KEY, locale: () => 'fr', window: {} });
    expect(await provider.load()).toBe('error');
    expect(provider.loadError).toBe(STRIPE_MESSAGES.unavailable);
  });
});

describe('StripePaymentProvider: no publishable key (spec section 8)', () => {
  for (const key of [undefined, '']) {
    it(`with ${JSON.stringify(key)} as the key, load() ends in error "No key defined!" and nothing is fetched`, async () => {
      const Stripe: StripeConstructor = () => {
        throw new Error('must not be called');
      };
      const { provider, loader, fake } = setup({ key, window: { Stripe } });
      expect(await provider.load()).toBe('error');
      expect(provider.scriptState).toBe('error');
      expect(provider.loadError).toBe(NO_KEY_MESSAGE);
      expect(provider.loadError).toBe('No key defined!');
      expect(loader.calls).toEqual([]);
      // confirm() does not throw either: it fails with the same text; mounting mounts nothing.
      expect(await provider.confirm('pi_secret', null)).toEqual({ status: 'failed', message: 'No key defined!' });
      await provider.mountCardForm(element, 'pi_secret');
      expect(fake.log.mounted).toEqual([]);
      // A retry cannot help: still the same error.
      expect(await provider.load()).toBe('error');
      expect(provider.loadError).toBe('No key defined!');
    });
  }
});

describe('stripeLocale (spec section 9)', () => {
  it('en-US becomes en; codes Stripe accepts pass through; others fall back to their language, else auto', () => {
    expect(stripeLocale('en-US')).toBe('en');
    expect(stripeLocale('en-GB')).toBe('en-GB');
    expect(stripeLocale('en')).toBe('en');
    expect(stripeLocale('fr')).toBe('fr');
    expect(stripeLocale('el')).toBe('el');
    expect(stripeLocale('pt-BR')).toBe('pt-BR');
    expect(stripeLocale('pt-PT')).toBe('pt');
    expect(stripeLocale('de-AT')).toBe('de');
    expect(stripeLocale('xx')).toBe('auto');
    expect(stripeLocale('')).toBe('auto');
  });

  it('every language of the site has a Stripe locale of its own', () => {
    for (const code of LANGUAGE_CODES) {
      const locale = stripeLocale(code);
      expect(locale).not.toBe('auto');
      expect(locale).toBe(code === 'en-US' ? 'en' : code);
    }
  });

  it('the client is created in the language of the page, en-US as en', async () => {
    const { provider, loader } = setup({ locale: 'en-US' });
    await provider.load();
    expect(loader.calls).toEqual([{ key: KEY, locale: 'en' }]);
  });
});

describe('StripePaymentProvider: the card form', () => {
  it('mounts a Payment Element for the client secret, in the current language, loading Stripe.js first if needed', async () => {
    const { provider, fake, loader, setLocale } = setup({ locale: 'fr' });
    setLocale('en-US');
    await provider.mountCardForm(element, 'pi_1_secret_a');
    expect(loader.calls).toHaveLength(1);
    expect(fake.log.elements).toEqual([{ clientSecret: 'pi_1_secret_a', locale: 'en' }]);
    expect(fake.log.created).toEqual(['payment']);
    expect(fake.log.mounted).toEqual([{ target: element, clientSecret: 'pi_1_secret_a' }]);
  });

  it('mounting the same element with the same secret again (a re-render, concurrent effects) mounts once', async () => {
    const { provider, fake } = setup();
    await Promise.all([provider.mountCardForm(element, 'pi_s'), provider.mountCardForm(element, 'pi_s')]);
    await provider.mountCardForm(element, 'pi_s');
    expect(fake.log.mounted).toHaveLength(1);
  });

  it('a new client secret (a replaced attempt) or a new element replaces the form, destroying the old one', async () => {
    const { provider, fake } = setup();
    await provider.mountCardForm(element, 'pi_a');
    await provider.mountCardForm(element, 'pi_b');
    const other = { id: 'card-element-2' };
    await provider.mountCardForm(other, 'pi_b');
    expect(fake.log.mounted).toEqual([
      { target: element, clientSecret: 'pi_a' },
      { target: element, clientSecret: 'pi_b' },
      { target: other, clientSecret: 'pi_b' },
    ]);
    expect(fake.log.destroyed).toEqual(['pi_a', 'pi_b']);
  });

  it('a form that cannot be mounted shows as the error state; the retry (load) clears it and the form mounts again', async () => {
    const { provider, fake } = setup();
    fake.failElements(new Error('Invalid value for elements(): clientSecret'));
    await provider.mountCardForm(element, 'pi_s');
    expect(provider.scriptState).toBe('error');
    expect(provider.loadError).toBe('Invalid value for elements(): clientSecret');
    fake.failElements(null);
    expect(await provider.load()).toBe('loaded');
    expect(provider.scriptState).toBe('loaded');
    await provider.mountCardForm(element, 'pi_s');
    expect(fake.log.mounted).toHaveLength(1);
  });

  it('a load error leaves nothing mounted', async () => {
    const { provider, fake, loader } = setup();
    loader.nextAnswer(() => Promise.reject(new Error('Failed to load Stripe.js')));
    await provider.mountCardForm(element, 'pi_s');
    expect(provider.scriptState).toBe('error');
    expect(fake.log.elements).toEqual([]);
  });

  it('refuses something that is not an element', async () => {
    const { provider } = setup();
    await expect(provider.mountCardForm(undefined, 'pi_s')).rejects.toThrow(TypeError);
  });
});

describe('StripePaymentProvider: confirming', () => {
  const mounted = async (secret = 'pi_s') => {
    const context = setup();
    await context.provider.mountCardForm(element, secret);
    return context;
  };

  it('confirms the mounted form with redirect if_required (3-D Secure in Stripe’s frame)', async () => {
    const { provider, fake } = await mounted();
    expect(await provider.confirm('pi_s', null)).toEqual({ status: 'succeeded' });
    expect(fake.log.confirmed).toEqual([{ elements: fake.groups[0], redirect: 'if_required' }]);
  });

  for (const status of ['succeeded', 'processing', 'requires_capture']) {
    it(`a payment intent ${status} is succeeded (the server's webhook decides the rest)`, async () => {
      const { provider, fake } = await mounted();
      fake.answerWith({ paymentIntent: { status } });
      expect(await provider.confirm('pi_s', null)).toEqual({ status: 'succeeded' });
    });
  }

  it('a card error or a validation error is declined with Stripe’s message', async () => {
    const { provider, fake } = await mounted();
    fake.answerWith({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
    expect(await provider.confirm('pi_s', null)).toEqual({ status: 'declined', message: 'Your card was declined.' });
    fake.answerWith({ error: { type: 'validation_error', message: 'Your card number is incomplete.' } });
    expect(await provider.confirm('pi_s', null)).toEqual({ status: 'declined', message: 'Your card number is incomplete.' });
    fake.answerWith({ error: { type: 'card_error' } });
    expect(await provider.confirm('pi_s', null)).toEqual({ status: 'declined', message: STRIPE_MESSAGES.declined });
  });

  it('any other error is failed with its message', async () => {
    const { provider, fake } = await mounted();
    fake.answerWith({ error: { type: 'api_connection_error', message: 'Network error.' } });
    expect(await provider.confirm('pi_s', null)).toEqual({ status: 'failed', message: 'Network error.' });
    fake.answerWith({ error: { type: 'invalid_request_error' } });
    expect(await provider.confirm('pi_s', null)).toEqual({ status: 'failed', message: STRIPE_MESSAGES.failed });
    fake.answerWith(() => Promise.reject(new Error('IntegrationError: elements should have a mounted Payment Element')));
    expect(await provider.confirm('pi_s', null)).toEqual({ status: 'failed', message: 'IntegrationError: elements should have a mounted Payment Element' });
  });

  it('an intent that still needs a payment method is declined; other statuses are failed', async () => {
    const { provider, fake } = await mounted();
    fake.answerWith({ paymentIntent: { status: 'requires_payment_method' } });
    expect(await provider.confirm('pi_s', null)).toEqual({ status: 'declined', message: STRIPE_MESSAGES.declined });
    fake.answerWith({ paymentIntent: { status: 'canceled' } });
    expect(await provider.confirm('pi_s', null)).toEqual({ status: 'failed', message: `${STRIPE_MESSAGES.failed} (canceled)` });
  });

  it('without a mounted form, or with a form of another (replaced) attempt, it fails without confirming', async () => {
    const { provider, fake } = setup();
    expect(await provider.confirm('pi_s', null)).toEqual({ status: 'failed', message: STRIPE_MESSAGES.notMounted });
    await provider.mountCardForm(element, 'pi_old');
    expect(await provider.confirm('pi_new', null)).toEqual({ status: 'failed', message: STRIPE_MESSAGES.replaced });
    expect(fake.log.confirmed).toEqual([]);
  });

  it('confirms after a mount still in progress', async () => {
    const { provider, fake, loader } = setup();
    const pending = deferred<StripeClient | null>();
    loader.nextAnswer(() => pending.promise);
    const mounting = provider.mountCardForm(element, 'pi_s');
    const confirming = provider.confirm('pi_s', null);
    pending.resolve(fake.stripe);
    await mounting;
    expect(await confirming).toEqual({ status: 'succeeded' });
  });

  it('when Stripe.js cannot load, confirm fails with the reason', async () => {
    const { provider, loader } = setup();
    loader.nextAnswer(() => Promise.reject(new Error('Failed to load Stripe.js')));
    expect(await provider.confirm('pi_s', null)).toEqual({ status: 'failed', message: 'Failed to load Stripe.js' });
  });

  it('authenticate is not used with Stripe', async () => {
    const { provider, fake } = await mounted();
    expect(await provider.authenticate('pi_s', true)).toEqual({ status: 'failed', message: STRIPE_MESSAGES.authenticationNotUsed });
    expect(fake.log.confirmed).toEqual([]);
  });
});
