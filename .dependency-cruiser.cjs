/**
 * The layers, checked on every `npm run lint`: the engine (the pure rules) stands alone, the backend
 * never reaches into the client or the deployment, the client speaks to the backend only through the
 * protocol, and no module imports itself round a cycle.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'engine-stands-alone',
      comment:
        'The engine is the pure rules, shipped to the server and the browser alike: it may not import the ' +
        'backend, the client, the deployment or the tests.',
      severity: 'error',
      from: { path: '^engine/' },
      to: { path: '^(lambdas|web|infra|test|scripts)/' },
    },
    {
      name: 'engine-no-node',
      comment: 'The engine runs in the browser too: no Node built-ins (time and randomness come in through ctx).',
      severity: 'error',
      from: { path: '^engine/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'web-only-protocol',
      comment: 'The client knows the backend only by its wire protocol (lambdas/protocol/).',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^lambdas/', pathNot: '^lambdas/protocol/' },
    },
    {
      name: 'game-screens-not-lobby',
      comment:
        'A game screen and the games drawn in it never reach back into the lobby: what both need lives ' +
        'in web/src/ui/, store/, net/ or i18n/, so the lobby can change without touching a game.',
      severity: 'error',
      from: { path: '^web/src/(game-screen|games)/' },
      to: { path: '^web/src/lobby/' },
    },
    {
      name: 'web-not-infra',
      comment: 'The client does not depend on how it is deployed.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^infra/' },
    },
    {
      name: 'lambdas-not-web-or-infra',
      comment: 'The handlers do not import the client or the deployment (the deployment imports them).',
      severity: 'error',
      from: { path: '^lambdas/' },
      to: { path: '^(web|infra)/' },
    },
    {
      name: 'shipped-code-not-tests',
      comment: 'Nothing that ships imports the tests or the scripts.',
      severity: 'error',
      from: { path: '^(engine|lambdas|web|infra|i18n)/' },
      to: { path: '^(test|scripts)/' },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycles: a cycle makes load order matter and the two modules one. A cycle of type-only ' +
        "imports is allowed: it never loads (erased at compile time), and it is how a rule set's command " +
        "type is inferred from its command table (decide.ts), whose handlers name the state's types (types.ts).",
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves nowhere is a typo or a missing package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Packages and Node's built-ins stay in the graph as leaves (the engine rules name them), unfollowed.
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(web/dist|cdk\\.out|test-artifacts|\\.data)/' },
    // Type-only imports count: a layer that needs another's types depends on it all the same.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.cjs', '.mjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
