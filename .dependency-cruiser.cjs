/** The dependency rule of GUIDE.md section 1, enforced in npm test (npm run arch). */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain imports only src/domain (plus fp-ts, the phone-number library and schema-dts types, see docs/decisions.md).',
      severity: 'error',
      from: { path: '^src/domain/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: ['^src/domain/', 'node_modules/(fp-ts|libphonenumber-js|schema-dts)/', '^(fp-ts|libphonenumber-js|schema-dts)(/|$)'] },
    },
    {
      name: 'contract-is-shared',
      comment: 'The API contract (io-ts codecs) imports only the domain, io-ts and fp-ts.',
      severity: 'error',
      from: { path: '^src/contract/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: ['^src/(domain|contract)/', 'node_modules/(io-ts|fp-ts)/', '^(io-ts|fp-ts)(/|$)'] },
    },
    {
      name: 'application-no-adapters-no-react',
      comment: 'src/application imports the domain, the contract, mobx and inversify; never an adapter, never React.',
      severity: 'error',
      from: { path: '^src/application/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: ['^src/(domain|contract|application)/', 'node_modules/(mobx|inversify|fp-ts|io-ts|reflect-metadata)/', '^(mobx|inversify|fp-ts|io-ts|reflect-metadata)(/|$)'] },
    },
    {
      name: 'adapters-no-ui',
      comment: 'Adapters implement ports: they import the application, the contract and the domain, never views.',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: { path: '^src/(ui|composition-)' },
    },
    {
      name: 'ui-no-adapters',
      comment: 'Views get presenters from the container; they never build adapters.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/(adapters/|composition-)' },
    },
    {
      name: 'only-root-imports-adapters',
      comment: 'Only the composition roots (the app, its sign-in part, the embedded funnel), the entries that build them (browser, server rendering, embedded funnel) and tests import adapters.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/adapters/', '^src/composition-[a-z]+\\.ts$', '^src/(main|entry-server|embed-start)\\.tsx$', '\\.test\\.tsx?$'] },
      to: { path: '^src/adapters/' },
    },
    {
      name: 'server-shares-domain-and-contract-only',
      comment: 'server/ may import src/domain and src/contract, nothing under src/ui, src/application or src/adapters.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/(ui|application|adapters|composition-|main|embed-start|login-embed)' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^dist/' },
  },
};
