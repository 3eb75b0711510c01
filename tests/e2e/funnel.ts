import type { Page } from '@playwright/test';
import { texts, type Language } from './texts';

export const DEMO_TENANT = { email: 'tenant@demo.seaway.test', password: 'Tenant-2026!' };

/** Signs in through the open funnel: the email, then the password (the funnel's dialogs may sit in a shadow root). */
export const signInThroughFunnel = async (page: Page, language: Language, account: { email: string; password: string } = DEMO_TENANT) => {
  const t = texts(language, 'auth');
  const start = page.getByRole('dialog', { name: t('funnel.loginOrRegister.title') });
  await start.getByLabel(t('funnel.fields.email'), { exact: true }).fill(account.email);
  await start.getByRole('button', { name: t('funnel.loginOrRegister.submit'), exact: true }).click();
  const login = page.getByRole('dialog', { name: t('funnel.login.title') });
  await login.getByLabel(t('funnel.fields.password'), { exact: true }).fill(account.password);
  await login.getByRole('button', { name: t('funnel.login.submit'), exact: true }).click();
};
