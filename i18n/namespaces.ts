/**
 * The catalogs' namespaces: the first segment of every message id names the file that holds it
 * (i18n/catalogs/<locale>/<namespace>.json), so that each part of the app keeps its own texts.
 * test/i18n/completeness.test.ts holds this list equal to the files.
 */
export const NAMESPACES = [
  'common',
  'app',
  'lobby',
  'rules',
  'game',
  'manila',
  'tutorial',
  'freight',
  'line',
  'term',
  'error',
  'notify',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
