import { useState } from 'react';
import type { PresenterClass, PresenterFactory } from '../../../application/search/presenter-factory';
import { SEARCH_TOKENS } from '../../../application/search/search-tokens';
import { useService } from '../../app/container-context';

/** A page presenter built by the container from its class: one per page visit (created once per mount). */
export const usePagePresenterOf = <T,>(type: PresenterClass<T>): T => {
  const factory = useService<PresenterFactory>(SEARCH_TOKENS.PresenterFactory);
  const [presenter] = useState(() => factory.create(type));
  return presenter;
};
