import { AUTH_FUNNEL_ELEMENT_ID, startEmbeddedFunnel } from './embed-start';

// The embed bundle (`/embed/seaway-login.js`, issue [12]): on a page that holds the funnel's element, the funnel starts
// there. See embed-start.tsx for the page's API.
const element = document.getElementById(AUTH_FUNNEL_ELEMENT_ID);
if (element !== null && window.Seaway === undefined) {
  startEmbeddedFunnel(element).catch((error: unknown) => console.error(error));
}
