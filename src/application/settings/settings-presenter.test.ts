import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { FakeCurrencyGateway, FakeNavigator, FakeTranslator, MemoryStorage, testConfiguration } from '../../../tests/fakes/foundation';
import { CURRENCY_STORAGE_KEY, SettingsPresenter } from './settings-presenter';

const build = (storage = new MemoryStorage(), navigator = new FakeNavigator()) => {
  const translator = new FakeTranslator();
  const gateway = new FakeCurrencyGateway();
  const presenter = new SettingsPresenter(testConfiguration(), gateway, translator, storage, navigator);
  return { presenter, translator, gateway, storage, navigator };
};

describe('SettingsPresenter', () => {
  it('starts in the default language and currency', () => {
    const { presenter } = build();
    expect(presenter.language).toBe('en');
    expect(presenter.currency.code).toBe('EUR');
    expect(presenter.languageId).toBe(2);
  });

  it('entering a language route sets the language and loads its locale', async () => {
    const { presenter, translator } = build();
    await presenter.routeEntered('/fr/location-bateau/recherche');
    expect(presenter.language).toBe('fr');
    expect(presenter.languageId).toBe(1);
    expect(presenter.defaultPhonePrefix).toBe('FR');
    expect(presenter.localeStatus).toBe('ready');
    expect(translator.loaded).toEqual(['fr']);
    await presenter.routeEntered('/fr/login');
    expect(translator.loaded).toEqual(['fr']);
  });

  it('a locale that fails to load sets an error status', async () => {
    const { presenter, translator } = build();
    translator.failNext = true;
    await presenter.routeEntered('/de/');
    expect(presenter.localeStatus).toBe('error');
  });

  it('the language switcher keeps the current screen', () => {
    const navigator = new FakeNavigator('/fr/location-bateau/recherche', '?page=2');
    const { presenter } = build(new MemoryStorage(), navigator);
    presenter.languageSelected('de');
    expect(navigator.history).toEqual(['/de/boot-mieten/suche?page=2']);
  });

  it('selecting a currency loads its rate and remembers it', async () => {
    const storage = new MemoryStorage();
    const { presenter } = build(storage);
    await presenter.currencySelected('USD');
    expect(presenter.currency).toEqual({ code: 'USD', rate: 1.1, symbol: '$' });
    expect(JSON.parse(storage.get(CURRENCY_STORAGE_KEY) ?? '{}').code).toBe('USD');
    const again = build(storage).presenter;
    expect(again.currency.code).toBe('USD');
  });

  it('a failed currency load keeps the previous currency', async () => {
    const { presenter } = build();
    await presenter.currencySelected('XXX');
    expect(presenter.currency.code).toBe('EUR');
    expect(presenter.currencyStatus).toBe('error');
  });

  it('exposes the phone prefixes and the page title', async () => {
    const { presenter } = build();
    expect((await presenter.loadPhonePrefixes()).find((p) => p.iso === 'FR')?.dialCode).toBe('+33');
    presenter.pageTitleChanged('Search');
    expect(presenter.headerTitle).toBe('Search');
  });

  it('ignores a corrupt stored currency', () => {
    const storage = new MemoryStorage();
    storage.set(CURRENCY_STORAGE_KEY, '{"code":1}');
    expect(build(storage).presenter.currency.code).toBe('EUR');
    storage.set(CURRENCY_STORAGE_KEY, 'not json');
    expect(build(storage).presenter.currency.code).toBe('EUR');
  });
});
