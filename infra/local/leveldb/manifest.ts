import { Cursor } from './bytes.js';

/** What a MANIFEST says the database is: its live table files (number and size) and the logs still to be replayed. */
export interface Version {
  tables: Map<number, number>;
  logNumber: number;
  prevLogNumber: number;
}

const COMPARATOR = 1,
  LOG_NUMBER = 2,
  NEXT_FILE_NUMBER = 3,
  LAST_SEQUENCE = 4,
  COMPACT_POINTER = 5,
  DELETED_FILE = 6,
  NEW_FILE = 7,
  PREV_LOG_NUMBER = 9;

/** Applies the MANIFEST's version edits (db/version_edit.cc) in order; throws at an edit it cannot decode, as LevelDB's open would. */
export function replayManifest(edits: Uint8Array[]): Version {
  const version: Version = { tables: new Map(), logNumber: 0, prevLogNumber: 0 };
  for (const edit of edits) {
    const c = new Cursor(edit);
    while (!c.done) {
      const tag = c.varint();
      switch (tag) {
        case COMPARATOR:
          c.lengthPrefixed();
          break;
        case LOG_NUMBER:
          version.logNumber = c.varint();
          break;
        case PREV_LOG_NUMBER:
          version.prevLogNumber = c.varint();
          break;
        case NEXT_FILE_NUMBER:
        case LAST_SEQUENCE:
          c.varint();
          break;
        case COMPACT_POINTER:
          c.varint();
          c.lengthPrefixed();
          break;
        case DELETED_FILE:
          c.varint();
          version.tables.delete(c.varint());
          break;
        case NEW_FILE: {
          c.varint();
          const number = c.varint();
          version.tables.set(number, c.varint());
          c.lengthPrefixed();
          c.lengthPrefixed();
          break;
        }
        default:
          throw new RangeError(`unknown tag ${tag} in a version edit`);
      }
    }
  }
  return version;
}
