import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { sessionOf } from '../../../tests/fakes/backoffice';
import { FakeAuthenticator } from '../../../tests/fakes/search';
import { BackOfficeShellPresenter } from './back-office-shell-presenter';

describe('BackOfficeShellPresenter', () => {
  it('asks a visitor to sign in, tells a tenant or an owner the pages are for staff, lets staff in', async () => {
    const authenticator = new FakeAuthenticator({ kind: 'aborted' });
    const visitor = new BackOfficeShellPresenter(sessionOf(null), authenticator);
    expect(visitor.access).toBe('visitor');
    await visitor.signInClicked();
    expect(authenticator.triggers).toEqual(['menu']);
    expect(new BackOfficeShellPresenter(sessionOf(['tenant']), authenticator).access).toBe('notStaff');
    expect(new BackOfficeShellPresenter(sessionOf(['tenant', 'owner']), authenticator).access).toBe('notStaff');
    expect(new BackOfficeShellPresenter(sessionOf(['tenant', 'staff']), authenticator).access).toBe('staff');
  });
});
