/** What opened the authentication funnel (spec section 2), on its own so an embedding page's bundle needs no more. */
export const FUNNEL_TRIGGERS = ['book', 'favorite', 'header', 'loginPage', 'menu', 'searchFavorite', 'sendMessage'] as const;
export type FunnelTrigger = (typeof FUNNEL_TRIGGERS)[number];
