import type { SalesSettingsBody } from '../../contract/owners';
import type { OwnersGateway } from '../../application/owners/ports';
import { LazyGateway } from '../http/lazy-gateway';

/**
 * The professional owners' gateway, loaded (with its codecs) on its first call so the first screen does not carry it
 * (the header's leads badge makes that call soon after an owner signs in). Bind it as
 * `new LazyOwnersGateway(async () => new (await import('./http-owners-gateway')).HttpOwnersGateway(http))`.
 */
export class LazyOwnersGateway extends LazyGateway<OwnersGateway> implements OwnersGateway {
  ownerStatus = () => this.call('ownerStatus', (g) => g.ownerStatus());
  salesSettings = () => this.call('salesSettings', (g) => g.salesSettings());
  saveSalesSettings = (body: SalesSettingsBody) => this.call('saveSalesSettings', (g) => g.saveSalesSettings(body));
  teammates = () => this.call('teammates', (g) => g.teammates());
  invite = (email: string) => this.call('invite', (g) => g.invite(email));
  removeTeammate = (id: number) => this.call('removeTeammate', (g) => g.removeTeammate(id));
  invitations = () => this.call('invitations', (g) => g.invitations());
  acceptInvitation = (id: number) => this.call('acceptInvitation', (g) => g.acceptInvitation(id));
  declineInvitation = (id: number) => this.call('declineInvitation', (g) => g.declineInvitation(id));
  leads = () => this.call('leads', (g) => g.leads());
  leadsCount = () => this.call('leadsCount', (g) => g.leadsCount());
  assignLead = (hash: string, userId: number | null) => this.call('assignLead', (g) => g.assignLead(hash, userId));
  setLeadStatus = (hash: string, status: 'open' | 'lost') => this.call('setLeadStatus', (g) => g.setLeadStatus(hash, status));
}
