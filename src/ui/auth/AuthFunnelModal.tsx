import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AuthFunnelPresenter } from '../../application/auth/auth-funnel-presenter';
import { TOKENS } from '../../application/tokens';
import { useService } from '../app/container-context';
import { Modal } from '../modal/Modal';
import { AuthFunnelView } from './AuthFunnelView';

/** The funnel in the one modal: centred on desktop, full screen on mobile; closing it aborts. */
export default observer(function AuthFunnelModal() {
  const { t } = useTranslation('auth');
  const presenter = useService<AuthFunnelPresenter>(TOKENS.AuthFunnelPresenter);
  return (
    <Modal open={presenter.isOpen && presenter.presentation === 'modal'} onClose={() => presenter.closed()} title={t(presenter.titleKey)}>
      <AuthFunnelView />
    </Modal>
  );
});
