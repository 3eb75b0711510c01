/** Ports of the SEO feature (issue [8]). */
export const SEO_TOKENS = {
  PageHeadStore: Symbol.for('seo.PageHeadStore'),
} as const;
