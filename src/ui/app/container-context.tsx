import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Container } from 'inversify';

const ContainerContext = createContext<Container | null>(null);

export const ContainerProvider = ({ container, children }: { container: Container; children: ReactNode }) => (
  <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>
);

const useContainer = (): Container => {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('No container: wrap the app in <ContainerProvider>.');
  return container;
};

/** A singleton presenter or port from the container. */
export const useService = <T,>(token: symbol): T => useContainer().get<T>(token);

/** A page presenter: one per page visit (guide habit 6), created once per mount. */
export const usePagePresenter = <T,>(token: symbol): T => {
  const container = useContainer();
  const [presenter] = useState(() => container.get<T>(token));
  return presenter;
};
