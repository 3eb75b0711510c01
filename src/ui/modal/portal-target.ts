import { createContext, useContext } from 'react';

/**
 * Where modals open: the document's body, or the embedded sign-in funnel's own shadow root on a page that is not ours
 * (issue [12]), where our styles apply and the host page's do not.
 */
export const PortalTargetContext = createContext<Element | null>(null);

/** The element modals open in; null for the document's body (read only when a modal opens: there is none on the server). */
export const usePortalTarget = (): Element | null => useContext(PortalTargetContext);
