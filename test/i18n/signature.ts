import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * A message's placeholders as translations must keep them: each argument's name and kind
 * ('text', 'number' for numbers and plurals, 'date', or 'select:' with its sorted keys).
 * Plural categories are the locale's own (Vietnamese has only `other`), so a plural and a plain
 * number count as the same kind; a select's keys must be the same in every language.
 */
export function signature(message: string): Map<string, string> {
  const out = new Map<string, string>();
  const add = (name: string, kind: string) => {
    const had = out.get(name);
    if (had !== undefined && had !== kind) throw new Error(`'${name}' is used as ${had} and as ${kind}`);
    out.set(name, kind);
  };
  const walk = (elements: MessageFormatElement[]) => {
    for (const e of elements) {
      if (e.type === TYPE.argument) add(e.value, 'text');
      else if (e.type === TYPE.number) add(e.value, 'number');
      else if (e.type === TYPE.date || e.type === TYPE.time) add(e.value, 'date');
      else if (e.type === TYPE.plural) {
        if (!('other' in e.options)) throw new Error(`plural '${e.value}' has no 'other' case`);
        add(e.value, 'number');
        for (const o of Object.values(e.options)) walk(o.value);
      } else if (e.type === TYPE.select) {
        if (!('other' in e.options)) throw new Error(`select '${e.value}' has no 'other' case`);
        add(e.value, `select:${Object.keys(e.options).sort().join(',')}`);
        for (const o of Object.values(e.options)) walk(o.value);
      } else if (e.type === TYPE.tag) walk(e.children);
    }
  };
  walk(parse(message));
  return out;
}

/** Values that format a message of this signature (the first key of each select). */
export function sampleValues(sig: Map<string, string>): Record<string, string | number | Date> {
  const values: Record<string, string | number | Date> = {};
  for (const [name, kind] of sig) {
    if (kind === 'number') values[name] = 3;
    else if (kind === 'date') values[name] = new Date(Date.UTC(2026, 11, 1, 9, 30));
    else if (kind.startsWith('select:')) values[name] = kind.slice(7).split(',')[0];
    else values[name] = 'X';
  }
  return values;
}
